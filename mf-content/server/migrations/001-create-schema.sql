-- mf-content owns the 'content' schema; no other slice queries it.
CREATE SCHEMA IF NOT EXISTS content;
