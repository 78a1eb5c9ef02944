-- Offers and merchants show on shared pages (/offers, the home page) too: their writes change the
-- catalogue token the shell's shared page cache keys shop pages by.
CREATE TRIGGER offers_bump_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shop.offers
  FOR EACH STATEMENT EXECUTE FUNCTION shop.bump_catalogue_version();
CREATE TRIGGER merchants_bump_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shop.merchants
  FOR EACH STATEMENT EXECUTE FUNCTION shop.bump_catalogue_version();
