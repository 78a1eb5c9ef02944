-- Site-builder popups (spec 3.11, 4.6; issue 15). Each row is validated by builderPopupSchema in shared-contracts
-- before it is written: `pages`, `content` (blocks rendered with escaping) and `settings` hold that schema's JSON.
CREATE TABLE popups.builder_popups (
  id text PRIMARY KEY CHECK (id ~ '^[a-z0-9][a-z0-9-]{0,99}$'),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  enabled boolean NOT NULL DEFAULT true,
  pages jsonb NOT NULL,
  content jsonb NOT NULL,
  settings jsonb NOT NULL,
  impressions bigint NOT NULL DEFAULT 0 CHECK (impressions >= 0),
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by integer
);

-- Who changed what (the editor's audit): the popup as it was written, or null for a deletion.
CREATE TABLE popups.builder_audit (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  popup_id text NOT NULL,
  user_id integer NOT NULL,
  action text NOT NULL CHECK (action IN ('create', 'update', 'enable', 'disable')),
  popup jsonb,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX builder_audit_popup ON popups.builder_audit (popup_id, at DESC);

-- The page cache keys pages by this token: a write to a popup changes every page it may be printed into.
-- Impression counts are not shown on public pages, so they do not bump it (see the trigger's WHEN clause).
CREATE TABLE popups.builder_version (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  token text NOT NULL DEFAULT gen_random_uuid()::text
);
INSERT INTO popups.builder_version DEFAULT VALUES;

CREATE FUNCTION popups.bump_builder_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE popups.builder_version SET token = gen_random_uuid()::text;
  RETURN NULL;
END
$$;

CREATE TRIGGER builder_popups_bump_insert_delete AFTER INSERT OR DELETE OR TRUNCATE ON popups.builder_popups
  FOR EACH STATEMENT EXECUTE FUNCTION popups.bump_builder_version();
CREATE TRIGGER builder_popups_bump_update AFTER UPDATE OF title, enabled, pages, content, settings ON popups.builder_popups
  FOR EACH STATEMENT EXECUTE FUNCTION popups.bump_builder_version();
