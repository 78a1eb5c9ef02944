-- Taxonomies beyond the category, for the loop grid's filters (spec 2.6): tags and stores, each post with any
-- number of terms. The category stays a column of posts (one per post, the archive pages' key).
CREATE TABLE content.terms (
  id       serial PRIMARY KEY,
  -- No '-' in a taxonomy key: it sits between dashes in e-filter-{widgetId}-{taxonomy}.
  taxonomy text NOT NULL CHECK (taxonomy ~ '^[a-z0-9_]{1,32}$'),
  slug     text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name     text NOT NULL,
  UNIQUE (taxonomy, slug)
);

CREATE TABLE content.post_terms (
  post_id int NOT NULL REFERENCES content.posts (id) ON DELETE CASCADE,
  term_id int NOT NULL REFERENCES content.terms (id) ON DELETE CASCADE,
  PRIMARY KEY (term_id, post_id)
);
-- A post's terms, for the loop index's one read (loop/loop-index.ts).
CREATE INDEX post_terms_post_idx ON content.post_terms (post_id, term_id);

CREATE TRIGGER terms_bump_page_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON content.terms
  FOR EACH STATEMENT EXECUTE FUNCTION content.bump_page_version();
CREATE TRIGGER post_terms_bump_page_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON content.post_terms
  FOR EACH STATEMENT EXECUTE FUNCTION content.bump_page_version();

-- A token for what the loop grids' in-memory index is built from (posts, categories, tags and stores), changed by
-- any write to them from any process. Comments do not change it: they are not in the index.
CREATE TABLE content.loop_version (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  token text NOT NULL DEFAULT gen_random_uuid()::text
);
INSERT INTO content.loop_version DEFAULT VALUES;

CREATE FUNCTION content.bump_loop_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE content.loop_version SET token = gen_random_uuid()::text;
  RETURN NULL;
END
$$;

CREATE TRIGGER posts_bump_loop_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON content.posts
  FOR EACH STATEMENT EXECUTE FUNCTION content.bump_loop_version();
CREATE TRIGGER categories_bump_loop_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON content.categories
  FOR EACH STATEMENT EXECUTE FUNCTION content.bump_loop_version();
CREATE TRIGGER terms_bump_loop_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON content.terms
  FOR EACH STATEMENT EXECUTE FUNCTION content.bump_loop_version();
CREATE TRIGGER post_terms_bump_loop_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON content.post_terms
  FOR EACH STATEMENT EXECUTE FUNCTION content.bump_loop_version();
