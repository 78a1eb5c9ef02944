-- mf-popups owns the 'popups' schema; no other slice queries it.
CREATE SCHEMA IF NOT EXISTS popups;
