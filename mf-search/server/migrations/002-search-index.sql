-- The search index: mf-search's own copy of what the catalogue slices publish (SearchDocument,
-- SearchTerm), rebuilt by indexDocuments. Nothing here references another slice's tables.

-- Lower case without Latin or Greek accents. translate() instead of unaccent: the extension is not
-- available on PGlite. The table is normaliseSearchText's (shared-contracts/src/search-extra); a
-- server test checks both agree. The ASCII-only lower() of a C locale is covered by listing the
-- upper-case letters too. translate() with this long table is slow, so pure ASCII text (one byte
-- per character) skips it: that makes a 100 000-product re-index several times faster.
CREATE OR REPLACE FUNCTION search.normalise(input text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$ SELECT CASE WHEN octet_length(input) = char_length(input) THEN lower(input) ELSE translate(lower(input), 'àáâãäåāăąÀÁÂÃÄÅĀĂĄçćčÇĆČďđĎĐèéêëēėęěÈÉÊËĒĖĘĚğĞìíîïīįÌÍÎÏĪĮłŁñńňÑŃŇòóôõöøōőÒÓÔÕÖØŌŐŕřŔŘśšşŚŠŞťţŤŢùúûüūůűÙÚÛÜŪŮŰýÿÝŸźżžŹŻŽάΆΑΒΓΔέΈΕΖήΉΗΘίϊΐΊΪΙΚΛΜΝΞόΌΟΠΡςΣΤύϋΰΎΫΥΦΧΨώΏΩ', 'aaaaaaaaaaaaaaaaaaccccccddddeeeeeeeeeeeeeeeeggiiiiiiiiiiiillnnnnnnoooooooooooooooorrrrssssssttttuuuuuuuuuuuuuuyyyyzzzzzzαααβγδεεεζηηηθιιιιιικλμνξοοοπρσστυυυυυυφχψωωω') END $$;

CREATE TABLE search.documents (
  post_type text NOT NULL CHECK (post_type IN ('product', 'post', 'offer')),
  source_id integer NOT NULL,
  title text NOT NULL,
  body text NOT NULL DEFAULT '',
  url text NOT NULL,
  image_url text,
  date timestamptz,
  taxonomies jsonb NOT NULL DEFAULT '{}',
  term_ids jsonb NOT NULL DEFAULT '{}',
  popularity integer NOT NULL DEFAULT 0,
  price text,
  regular_price text,
  min_price text,
  max_price text,
  sale_discount numeric NOT NULL DEFAULT 0,
  -- What the price sorts use: the current price, or the lowest of a variable item.
  sort_price numeric GENERATED ALWAYS AS (COALESCE(price, min_price)::numeric) STORED,
  rating numeric NOT NULL DEFAULT 0,
  title_norm text GENERATED ALWAYS AS (search.normalise(title)) STORED,
  search_text text GENERATED ALWAYS AS (search.normalise(title || ' ' || body)) STORED,
  -- 'simple': the catalogue mixes languages, so no stemming; the title outweighs the body.
  tsv tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('simple', search.normalise(title)), 'A') ||
    setweight(to_tsvector('simple', search.normalise(body)), 'B')
  ) STORED,
  PRIMARY KEY (post_type, source_id)
);
CREATE INDEX documents_tsv_idx ON search.documents USING gin (tsv);
CREATE INDEX documents_title_norm_idx ON search.documents (title_norm text_pattern_ops);
CREATE INDEX documents_popularity_idx ON search.documents (post_type, popularity DESC);

CREATE TABLE search.terms (
  taxonomy text NOT NULL,
  taxonomy_plural_name text NOT NULL,
  term_id integer NOT NULL,
  name text NOT NULL,
  name_norm text GENERATED ALWAYS AS (search.normalise(name)) STORED,
  description text NOT NULL DEFAULT '',
  url text NOT NULL,
  PRIMARY KEY (taxonomy, term_id)
);
CREATE INDEX terms_name_norm_idx ON search.terms (name_norm text_pattern_ops);

-- Title words for suggestions, with how many titles use them.
CREATE TABLE search.vocabulary (
  word text PRIMARY KEY,
  frequency integer NOT NULL
);
CREATE INDEX vocabulary_word_idx ON search.vocabulary (word text_pattern_ops);

-- What visitors searched for: only the normalised term and counters, never who searched.
CREATE TABLE search.log (
  term text PRIMARY KEY,
  count integer NOT NULL DEFAULT 1,
  last_seen timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX log_term_idx ON search.log (term text_pattern_ops);
