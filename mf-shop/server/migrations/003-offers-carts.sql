-- Merchants, coupon offers (spec 3.6, 4.3) and cashback (spec 3.7); anonymous carts keyed by visitor id.
CREATE TABLE shop.merchants (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  url text NOT NULL CHECK (url LIKE 'https://%')
);

CREATE TABLE shop.offers (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES shop.merchants(id) ON DELETE CASCADE,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  coupon_code text,
  coupon_kind text NOT NULL CHECK (coupon_kind IN ('masked', 'masked_expired', 'plain')),
  expires_at timestamptz,
  -- Only ever followed by the server redirect at /go/:id, so it must be an https URL we stored.
  destination_url text NOT NULL CHECK (destination_url LIKE 'https://%'),
  is_cashback boolean NOT NULL DEFAULT false,
  cashback_notice text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX offers_merchant_idx ON shop.offers (merchant_id);
-- Matches latestOffers' order exactly (keys and directions).
CREATE INDEX offers_created_idx ON shop.offers (created_at DESC, id DESC);

CREATE TABLE shop.carts (
  visitor_id text PRIMARY KEY,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE shop.cart_lines (
  visitor_id text NOT NULL REFERENCES shop.carts(visitor_id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES shop.products(id) ON DELETE CASCADE,
  quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 999),
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (visitor_id, product_id)
);
