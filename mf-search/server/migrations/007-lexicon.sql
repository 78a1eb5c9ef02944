-- Every word of the indexed documents, per content type, with how many documents hold it anywhere and how
-- many in the title (issue 29). A catalogue of a million products has only thousands of distinct words, so the
-- engine keeps this in memory and answers from it what would otherwise cost a pass over the documents: a
-- word no document has (a misspelling, 'zzzq'), and how common a body-only word is. The words are
-- PostgreSQL's own lexemes (ts_stat over the stored tsvectors), so the list agrees with what @@ matches.
CREATE TABLE search.lexicon (
  post_type text NOT NULL,
  word text NOT NULL,
  ndoc integer NOT NULL,
  title_ndoc integer NOT NULL,
  PRIMARY KEY (post_type, word)
);

-- Rebuilt by every re-index (index-build/index-documents.ts) in the re-index's transaction: one scan of the
-- tsvectors per content type and weight.
CREATE FUNCTION search.rebuild_lexicon() RETURNS void LANGUAGE sql AS $$
  DELETE FROM search.lexicon;
  WITH types(post_type) AS (VALUES ('product'), ('post'), ('offer')),
  everywhere AS (
    SELECT t.post_type, s.word, s.ndoc FROM types t,
      LATERAL ts_stat(format('SELECT tsv FROM search.documents WHERE post_type = %L', t.post_type)) s),
  in_titles AS (
    SELECT t.post_type, s.word, s.ndoc FROM types t,
      LATERAL ts_stat(format('SELECT tsv FROM search.documents WHERE post_type = %L', t.post_type), 'a') s)
  INSERT INTO search.lexicon (post_type, word, ndoc, title_ndoc)
  SELECT e.post_type, e.word, e.ndoc, COALESCE(a.ndoc, 0)
  FROM everywhere e LEFT JOIN in_titles a ON a.post_type = e.post_type AND a.word = e.word;
$$;

SELECT search.rebuild_lexicon();
