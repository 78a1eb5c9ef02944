-- Accounts and server-side sessions. Only password hashes (PHC argon2id) and session-token hashes
-- (SHA-256) are stored: a leaked table can neither log anyone in nor reveal a password.
CREATE TABLE auth.users (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL CHECK (email = lower(email) AND length(email) BETWEEN 3 AND 254),
  display_name text NOT NULL CHECK (length(display_name) BETWEEN 1 AND 100),
  password_hash text NOT NULL CHECK (password_hash LIKE '$argon2id$%'),
  roles text[] NOT NULL DEFAULT '{customer}',
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT users_email_unique UNIQUE (email)
);

CREATE TABLE auth.sessions (
  -- hex SHA-256 of the 32-byte random token the cookie carries
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{64}$'),
  user_id integer NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);

CREATE INDEX sessions_user_id_idx ON auth.sessions (user_id);
CREATE INDEX sessions_expires_at_idx ON auth.sessions (expires_at);
