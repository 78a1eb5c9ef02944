-- Cashback clicks (spec 3.7, 6): who followed which cashback offer to its merchant, and when, so the user
-- sees them on their account page. `user_id` is mf-auth's user id as the visitor state carries it: a
-- plain number, no reference into another slice's tables. No trigger bumps the catalogue token: a click
-- changes no shared page.
CREATE TABLE shop.cashback_clicks (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL,
  offer_id integer NOT NULL REFERENCES shop.offers(id) ON DELETE CASCADE,
  clicked_at timestamptz NOT NULL DEFAULT now()
);
-- The account page reads one user's newest clicks: exactly this order.
CREATE INDEX cashback_clicks_user_idx ON shop.cashback_clicks (user_id, clicked_at DESC, id DESC);
-- The offer's foreign key: deleting an offer must not scan every click.
CREATE INDEX cashback_clicks_offer_idx ON shop.cashback_clicks (offer_id);
