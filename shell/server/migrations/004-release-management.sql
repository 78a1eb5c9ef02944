-- Release management: canaries, deploy tokens, browser failure reports, build info per version.

-- What the build recorded about itself (build-info.json): package and shared-contracts versions.
-- NULL only for versions published before build info was recorded.
ALTER TABLE platform.remote_versions ADD COLUMN build_info jsonb;

-- A second version served to a sticky share of visitors (bucket = hash(visitor, remote) mod 100 < percent).
CREATE TABLE platform.remote_canary (
  remote      text PRIMARY KEY,
  version     text        NOT NULL,
  percent     integer     NOT NULL CHECK (percent BETWEEN 1 AND 99),
  started_at  timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (remote, version) REFERENCES platform.remote_versions (remote, version)
);

-- The audit log learns the new kinds of change; it stays append-only (triggers from 003).
ALTER TABLE platform.remote_audit DROP CONSTRAINT remote_audit_action_check;
ALTER TABLE platform.remote_audit ADD CONSTRAINT remote_audit_action_check
  CHECK (action IN ('publish', 'activate', 'rollback', 'canary-start', 'canary-widen', 'canary-stop', 'override'));

-- Per-remote deploy tokens for team pipelines; only a SHA-256 of the token is kept.
CREATE TABLE platform.remote_deploy_tokens (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  remote      text        NOT NULL,
  token_hash  text        NOT NULL UNIQUE,
  label       text        NOT NULL CHECK (length(label) BETWEEN 1 AND 100),
  created_by  text        NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  revoked_at  timestamptz
);

-- Remote load failures browsers reported: no URL, user or message, only what identifies the remote build.
CREATE TABLE platform.remote_failures (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at          timestamptz NOT NULL DEFAULT now(),
  remote      text        NOT NULL,
  version     text        NOT NULL,
  kind        text        NOT NULL,
  module      text        NOT NULL,
  error_name  text
);
CREATE INDEX remote_failures_at_idx ON platform.remote_failures (at);
CREATE INDEX remote_failures_remote_idx ON platform.remote_failures (remote, version, at);
