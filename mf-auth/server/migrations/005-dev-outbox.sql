-- The development outbox (AUTH_DEV_OUTBOX on a loopback-only site without SMTP_URL): mail the worker
-- "sent", readable at /dev/outbox. In the database rather than DATA_DIR so that every server process
-- shows every mail, whichever process's worker sent it. Production mail goes out through SMTP_URL.
CREATE TABLE auth.dev_outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  recipient text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
