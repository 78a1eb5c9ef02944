-- The second popup layer (spec 4.7, 7.3; issue 16). Each row is validated by secondLayerPopupSchema in
-- shared-contracts before it is written: `pages`, `trigger`, `settings`, `content` (blocks rendered with escaping)
-- and the content's assets hold that schema's JSON.
CREATE TABLE popups.second_layer_popups (
  id text PRIMARY KEY CHECK (id ~ '^[a-z0-9][a-z0-9-]{0,99}$'),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  enabled boolean NOT NULL DEFAULT true,
  pages jsonb NOT NULL,
  trigger jsonb NOT NULL,
  settings jsonb NOT NULL,
  content jsonb NOT NULL,
  scripts jsonb NOT NULL DEFAULT '[]',
  styles jsonb NOT NULL DEFAULT '{}',
  after_scripts jsonb NOT NULL DEFAULT '[]',
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The page cache keys pages by this token (with the builder layer's): a write changes every page a popup may be
-- printed into.
CREATE TABLE popups.second_layer_version (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  token text NOT NULL DEFAULT gen_random_uuid()::text
);
INSERT INTO popups.second_layer_version DEFAULT VALUES;

CREATE FUNCTION popups.bump_second_layer_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE popups.second_layer_version SET token = gen_random_uuid()::text;
  RETURN NULL;
END
$$;

CREATE TRIGGER second_layer_popups_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON popups.second_layer_popups
  FOR EACH STATEMENT EXECUTE FUNCTION popups.bump_second_layer_version();
