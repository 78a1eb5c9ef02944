-- Every registry change, append-only: who, when, which remote, from which version to which, and why.
CREATE TABLE platform.remote_audit (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at              timestamptz NOT NULL DEFAULT now(),
  actor           text        NOT NULL CHECK (length(actor) BETWEEN 1 AND 200),
  remote          text        NOT NULL,
  action          text        NOT NULL CHECK (action IN ('publish', 'activate', 'rollback')),
  from_version    text,
  to_version      text        NOT NULL,
  canary_percent  integer     CHECK (canary_percent BETWEEN 0 AND 100),
  reason          text        NOT NULL DEFAULT ''
);
CREATE INDEX remote_audit_remote_idx ON platform.remote_audit (remote, id DESC);

-- The database itself refuses to rewrite history, whoever asks.
CREATE FUNCTION platform.refuse_audit_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'platform.remote_audit is append-only';
END;
$$;
CREATE TRIGGER remote_audit_no_update BEFORE UPDATE OR DELETE ON platform.remote_audit
  FOR EACH ROW EXECUTE FUNCTION platform.refuse_audit_change();
CREATE TRIGGER remote_audit_no_truncate BEFORE TRUNCATE ON platform.remote_audit
  FOR EACH STATEMENT EXECUTE FUNCTION platform.refuse_audit_change();
