-- Title matching moved to search.prefixes (003), so the LIKE-prefix column, the whole-text column and
-- the popularity index are no longer read; dropping them makes a 100 000-document re-index cheaper.
DROP INDEX IF EXISTS search.documents_title_norm_idx;
DROP INDEX IF EXISTS search.documents_popularity_idx;
ALTER TABLE search.documents DROP COLUMN IF EXISTS title_norm, DROP COLUMN IF EXISTS search_text;
