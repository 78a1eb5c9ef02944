-- Catalogue: hierarchical categories, tags and products (WooCommerce-shaped, spec 1 "Online shop").
CREATE TABLE shop.categories (
  id serial PRIMARY KEY,
  parent_id integer REFERENCES shop.categories(id) ON DELETE CASCADE,
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  menu_order integer NOT NULL DEFAULT 0
);
CREATE INDEX categories_parent_idx ON shop.categories (parent_id);

CREATE TABLE shop.tags (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL
);

CREATE TABLE shop.products (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  excerpt text NOT NULL DEFAULT '',
  -- Simple products: price is what you pay, regular_price the list price; on_sale when they differ.
  price numeric(12, 2),
  regular_price numeric(12, 2),
  on_sale boolean NOT NULL DEFAULT false,
  -- Variable products show a min – max range instead of one price.
  is_variable boolean NOT NULL DEFAULT false,
  min_price numeric(12, 2),
  max_price numeric(12, 2),
  rating numeric(3, 2) NOT NULL DEFAULT 0 CHECK (rating >= 0 AND rating <= 5),
  rating_count integer NOT NULL DEFAULT 0,
  total_sales integer NOT NULL DEFAULT 0,
  menu_order integer NOT NULL DEFAULT 0,
  image_seed integer NOT NULL DEFAULT 0,
  image_color text NOT NULL DEFAULT '#888888',
  created_at timestamptz NOT NULL DEFAULT now(),
  -- One sortable price for every product: the min price of variable products.
  sort_price numeric(12, 2) GENERATED ALWAYS AS (COALESCE(min_price, price)) STORED
);
-- Each index matches one archive sort exactly (keys and directions), so a page is an index scan.
CREATE INDEX products_order_idx ON shop.products (menu_order, title, id);
CREATE INDEX products_popularity_idx ON shop.products (total_sales DESC, id DESC);
CREATE INDEX products_rating_idx ON shop.products (rating DESC, id DESC);
CREATE INDEX products_date_idx ON shop.products (created_at DESC, id DESC);
CREATE INDEX products_price_idx ON shop.products (sort_price, id);
-- The home page's latest deals: on-sale products newest first, in the 'date' sort's exact order.
CREATE INDEX products_sale_idx ON shop.products (created_at DESC, id DESC) WHERE on_sale;

CREATE TABLE shop.product_categories (
  product_id integer NOT NULL REFERENCES shop.products(id) ON DELETE CASCADE,
  category_id integer NOT NULL REFERENCES shop.categories(id) ON DELETE CASCADE,
  PRIMARY KEY (product_id, category_id)
);
CREATE INDEX product_categories_category_idx ON shop.product_categories (category_id, product_id);

CREATE TABLE shop.product_tags (
  product_id integer NOT NULL REFERENCES shop.products(id) ON DELETE CASCADE,
  tag_id integer NOT NULL REFERENCES shop.tags(id) ON DELETE CASCADE,
  PRIMARY KEY (product_id, tag_id)
);
CREATE INDEX product_tags_tag_idx ON shop.product_tags (tag_id, product_id);

-- A token that changes with every write to the catalogue tables (new random value per statement), so the
-- in-process caches (archive counts, the category tree: see catalogue-cache.ts) can tell when to drop what
-- they hold. Random rather than a counter: a seed recreates the schema, and a counter would start again.
CREATE TABLE shop.catalogue_version (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  token text NOT NULL DEFAULT gen_random_uuid()::text
);
INSERT INTO shop.catalogue_version DEFAULT VALUES;

CREATE FUNCTION shop.bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE shop.catalogue_version SET token = gen_random_uuid()::text;
  RETURN NULL;
END
$$;

CREATE TRIGGER products_bump_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shop.products
  FOR EACH STATEMENT EXECUTE FUNCTION shop.bump_catalogue_version();
CREATE TRIGGER categories_bump_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shop.categories
  FOR EACH STATEMENT EXECUTE FUNCTION shop.bump_catalogue_version();
CREATE TRIGGER product_categories_bump_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shop.product_categories
  FOR EACH STATEMENT EXECUTE FUNCTION shop.bump_catalogue_version();
