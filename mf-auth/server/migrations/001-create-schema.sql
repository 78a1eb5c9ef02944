-- mf-auth owns the 'auth' schema; no other slice queries it.
CREATE SCHEMA IF NOT EXISTS auth;
