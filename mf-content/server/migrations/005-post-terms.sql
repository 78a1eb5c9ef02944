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
-- "Has this post these terms?" (a filter's condition per post) and the per-term counts of a listing.
CREATE INDEX post_terms_post_idx ON content.post_terms (post_id, term_id);
-- Rated posts by rating, for the blog's top-rated grid.
CREATE INDEX posts_rated_idx ON content.posts (rating_percent DESC, published_at DESC, id DESC)
  WHERE rating_percent IS NOT NULL;

CREATE TRIGGER terms_bump_page_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON content.terms
  FOR EACH STATEMENT EXECUTE FUNCTION content.bump_page_version();
CREATE TRIGGER post_terms_bump_page_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON content.post_terms
  FOR EACH STATEMENT EXECUTE FUNCTION content.bump_page_version();
