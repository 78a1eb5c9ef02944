-- The remote store's registry: every published version (immutable) and the active one per remote.
CREATE TABLE platform.remote_versions (
  remote        text        NOT NULL,
  version       text        NOT NULL,
  files         jsonb       NOT NULL,
  manifest      jsonb       NOT NULL,
  total_size    bigint      NOT NULL,
  content_hash  text        NOT NULL,
  publisher     text        NOT NULL,
  published_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (remote, version)
);

CREATE TABLE platform.remote_active (
  remote        text PRIMARY KEY,
  version       text NOT NULL,
  activated_at  timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (remote, version) REFERENCES platform.remote_versions (remote, version)
);
