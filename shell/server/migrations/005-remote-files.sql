-- The shared remote store: every published file's bytes, so a version published through one server
-- process (or machine) can be served by all. Each process keeps a verified local copy under
-- DATA_DIR/remotes (store/shared-store.ts); the hashes in remote_versions.files are checked on the way
-- in (publish) and out (the copy). Versions published before this table have their files on disk only.
CREATE TABLE platform.remote_files (
  remote   text  NOT NULL,
  version  text  NOT NULL,
  path     text  NOT NULL,
  content  bytea NOT NULL,
  PRIMARY KEY (remote, version, path),
  FOREIGN KEY (remote, version) REFERENCES platform.remote_versions (remote, version) ON DELETE CASCADE
);
