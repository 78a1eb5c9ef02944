-- mf-search owns the 'search' schema; no other slice queries it.
CREATE SCHEMA IF NOT EXISTS search;
