-- The archive's filter sidebar (issue 12): brands as the product attribute beside category, price, sale and
-- rating. A brand is a small table of its own (12 makers in the seed), linked from each product.
CREATE TABLE shop.brands (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL
);
ALTER TABLE shop.products ADD COLUMN brand_id integer REFERENCES shop.brands(id) ON DELETE SET NULL;
-- The product page's brand link and the foreign key's own checks (a brand deleted: its products found at once).
CREATE INDEX products_brand_idx ON shop.products (brand_id);

-- Brands show on shared pages (the sidebar, the product page): their writes change the catalogue token.
CREATE TRIGGER brands_bump_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shop.brands
  FOR EACH STATEMENT EXECUTE FUNCTION shop.bump_catalogue_version();
