-- Single-use tokens for password reset and registration confirmation, and captcha challenges.
-- Only SHA-256 digests of tokens are stored: a leaked table cannot be replayed as links.
CREATE TABLE auth.reset_tokens (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{64}$'),
  user_id integer NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX reset_tokens_user_id_idx ON auth.reset_tokens (user_id);

-- A registration waits here until its e-mail link is followed, so registering someone else's
-- address neither creates an account nor tells whether one exists.
CREATE TABLE auth.pending_registrations (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{64}$'),
  email text NOT NULL CHECK (email = lower(email) AND length(email) BETWEEN 3 AND 254),
  display_name text NOT NULL CHECK (length(display_name) BETWEEN 1 AND 100),
  password_hash text NOT NULL CHECK (password_hash LIKE '$argon2id$%'),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX pending_registrations_email_idx ON auth.pending_registrations (email);

-- answer_hash = SHA-256(token ':' lower-case answer); the token itself is never stored.
CREATE TABLE auth.captchas (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{64}$'),
  answer_hash text NOT NULL CHECK (answer_hash ~ '^[0-9a-f]{64}$'),
  expires_at timestamptz NOT NULL
);
CREATE INDEX captchas_expires_at_idx ON auth.captchas (expires_at);
