-- Account mail is queued here by the request and sent by the slice's worker (mail/mail-worker.ts), so
-- a request does the same work whether or not the address has an account: the worker, not the
-- request, looks the address up, makes any link token and decides whether a mail goes out at all.
-- A row holds what the mail needs and nothing it does not (no link token: the worker makes it).
CREATE TABLE auth.mail_queue (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('reset', 'register', 'login-failures', 'password-changed')),
  email text NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  -- 'register' only: the name and the argon2id hash the confirmation link will turn into the account.
  display_name text CHECK (length(display_name) BETWEEN 1 AND 100),
  password_hash text CHECK (password_hash LIKE '$argon2id$%'),
  attempts integer NOT NULL DEFAULT 0,
  run_after timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mail_queue_run_after_idx ON auth.mail_queue (run_after, id);

-- Public URLs (the avatar) name a user by a random id, never by the sequential key, which would tell
-- how many accounts exist. Random (122 random bits of a UUIDv4, as 32 hex digits).
ALTER TABLE auth.users ADD COLUMN public_id text NOT NULL DEFAULT replace(gen_random_uuid()::text, '-', '')
  CONSTRAINT users_public_id_unique UNIQUE;

-- A fallback question replaces a picture; only a picture may be swapped for a question.
ALTER TABLE auth.captchas ADD COLUMN kind text NOT NULL DEFAULT 'picture' CHECK (kind IN ('picture', 'question'));
