-- Spec 3.6, 4.3: a coupon's kind (masked, masked and expired, plain) is derived at render time from what is
-- stored, whether it is masked, and its expiry date, which ends at midnight in the site's time zone
-- (SITE_TIME_ZONE). The stored coupon_kind went stale the day a coupon expired, so it goes.
ALTER TABLE shop.offers
  ADD COLUMN coupon_masked boolean NOT NULL DEFAULT false,
  -- The last day the offer is valid: a date, not an instant, so "expires 1 May" means the whole of 1 May there.
  ADD COLUMN expires_on date;

-- Existing rows keep what they meant. An expiry instant becomes the day it falls in, in UTC (the default site
-- time zone; a migration cannot know another): one microsecond earlier, so an offer that expired at midnight
-- keeps the day before as its last day. A row stored as expired stays expired whatever its date said. A blank
-- code was no code.
UPDATE shop.offers SET
  coupon_code = CASE WHEN btrim(coupon_code) = '' THEN NULL ELSE coupon_code END,
  coupon_masked = coupon_kind <> 'plain' AND COALESCE(btrim(coupon_code) <> '', false),
  expires_on = CASE
    WHEN coupon_kind = 'masked_expired' AND (expires_at IS NULL OR expires_at > now())
      THEN (now() AT TIME ZONE 'UTC')::date - 1
    ELSE ((expires_at - interval '1 microsecond') AT TIME ZONE 'UTC')::date
  END;

ALTER TABLE shop.offers
  DROP COLUMN coupon_kind,
  DROP COLUMN expires_at,
  -- An empty code is no code: the offer is a deal.
  ADD CONSTRAINT offers_code_not_blank CHECK (coupon_code IS NULL OR btrim(coupon_code) <> ''),
  -- Only a code can be masked.
  ADD CONSTRAINT offers_masked_has_code CHECK (NOT coupon_masked OR coupon_code IS NOT NULL);

-- Offer categories for the /offers filter: the merchants' trades, not the product tree.
CREATE TABLE shop.offer_categories (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL
);
ALTER TABLE shop.offers ADD COLUMN category_id integer REFERENCES shop.offer_categories(id) ON DELETE SET NULL;
CREATE TRIGGER offer_categories_bump_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shop.offer_categories
  FOR EACH STATEMENT EXECUTE FUNCTION shop.bump_catalogue_version();

-- The list is newest first (offers_created_idx); each filter that narrows it walks its own index in that order,
-- so a filtered page reads only its rows. The store one also serves the merchant foreign key.
DROP INDEX shop.offers_merchant_idx;
CREATE INDEX offers_merchant_created_idx ON shop.offers (merchant_id, created_at DESC, id DESC);
CREATE INDEX offers_category_created_idx ON shop.offers (category_id, created_at DESC, id DESC);
-- "Expiring soon" is a date range.
CREATE INDEX offers_expires_idx ON shop.offers (expires_on);
