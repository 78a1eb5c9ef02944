-- mf-shop owns the 'shop' schema; no other slice queries it.
CREATE SCHEMA IF NOT EXISTS shop;
