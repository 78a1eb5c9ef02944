-- The live-search prefix index (see mf-search/README.md, "Search design"). Built in JS by the indexer.
-- One row per (content type, prefix of a title word, 1 to 12 characters): the ids of every document
-- whose title has a word starting with the prefix, best first (title starting with the word, then
-- popularity, then id). A query is then one primary-key lookup per typed word instead of ranking
-- every match: PGlite is single-threaded WASM and ranking 8 000 rows of a 3-letter prefix costs tens of ms.
CREATE TABLE search.prefixes (
  post_type text NOT NULL,
  prefix text NOT NULL,
  -- How many documents the prefix matches (the length of ids).
  total integer NOT NULL,
  -- The first `lead` ids are documents whose title starts with a word with this prefix.
  lead integer NOT NULL,
  ids integer[] NOT NULL,
  PRIMARY KEY (post_type, prefix)
);

-- Bumped by every re-index: the in-memory response caches compare it before answering from memory.
CREATE TABLE search.index_state (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  version integer NOT NULL DEFAULT 0,
  indexed_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO search.index_state (id, version) VALUES (true, 0);

-- A document's place in its content type by popularity (0 = most popular): the prefix lists hold
-- these ranks, so intersecting two lists keeps popularity order without reading the documents.
ALTER TABLE search.documents ADD COLUMN rank integer NOT NULL DEFAULT 0;
CREATE INDEX documents_rank_idx ON search.documents (post_type, rank);
