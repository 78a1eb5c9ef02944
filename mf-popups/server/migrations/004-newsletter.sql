-- Newsletter sign-up with double opt-in (spec 3.14, 7.5; issue 16). The built-in list is the default provider;
-- an HTTP provider (NEWSLETTER_PROVIDER) gets each confirmed sign-up through the outbox below.
CREATE TABLE popups.newsletter_lists (
  id text PRIMARY KEY CHECK (id ~ '^[a-z0-9][a-z0-9-]{0,62}$'),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  created_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO popups.newsletter_lists (id, name) VALUES ('weekly-deals', 'Weekly deals');

-- One row per address and list. email_key (trimmed, lower case) is the dedupe key; `+tag` aliases stay distinct.
-- Link tokens are stored as SHA-256 digests only: the plain token exists in the mail alone.
CREATE TABLE popups.newsletter_subscribers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  list_id text NOT NULL REFERENCES popups.newsletter_lists (id),
  email text NOT NULL CHECK (length(email) <= 254),
  email_key text NOT NULL CHECK (length(email_key) <= 254),
  status text NOT NULL CHECK (status IN ('pending', 'subscribed', 'unsubscribed')),
  attributes jsonb NOT NULL DEFAULT '{}',
  -- Consent: when it was given and where (form kind, popup id, page).
  consent_at timestamptz NOT NULL,
  source jsonb NOT NULL DEFAULT '{}',
  confirm_token_hash text,
  confirm_expires_at timestamptz,
  confirm_sent_at timestamptz,
  confirmed_at timestamptz,
  unsubscribed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (list_id, email_key)
);
CREATE UNIQUE INDEX newsletter_confirm_token ON popups.newsletter_subscribers (confirm_token_hash);

-- Every mail carries its own unsubscribe link; each link's digest stays valid, so an old mail still works.
CREATE TABLE popups.newsletter_unsubscribe_tokens (
  token_hash text PRIMARY KEY,
  subscriber_id bigint NOT NULL REFERENCES popups.newsletter_subscribers (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Mail waiting for the slice's worker (requests only queue; the worker makes the links and sends).
CREATE TABLE popups.newsletter_mail_queue (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  subscriber_id bigint NOT NULL REFERENCES popups.newsletter_subscribers (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('confirm', 'already-subscribed', 'welcome')),
  attempts integer NOT NULL DEFAULT 0,
  run_after timestamptz NOT NULL DEFAULT now()
);

-- Sign-ups (and unsubscriptions) for the external provider, retried with back-off while it fails.
CREATE TABLE popups.newsletter_provider_outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  subscriber_id bigint NOT NULL REFERENCES popups.newsletter_subscribers (id) ON DELETE CASCADE,
  provider text NOT NULL,
  operation text NOT NULL CHECK (operation IN ('subscribe', 'unsubscribe')),
  attempts integer NOT NULL DEFAULT 0,
  run_after timestamptz NOT NULL DEFAULT now(),
  last_error text
);
CREATE INDEX newsletter_provider_due ON popups.newsletter_provider_outbox (run_after);

-- The dead letters: a call that failed its last attempt moves here, so no sign-up is lost while the provider is
-- down; an admin (or `npm run cli -- mf-popups newsletter-retry`) puts them back in the outbox.
CREATE TABLE popups.newsletter_dead_letters (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  subscriber_id bigint NOT NULL REFERENCES popups.newsletter_subscribers (id) ON DELETE CASCADE,
  provider text NOT NULL,
  operation text NOT NULL CHECK (operation IN ('subscribe', 'unsubscribe')),
  attempts integer NOT NULL,
  last_error text,
  failed_at timestamptz NOT NULL DEFAULT now()
);

-- A generic popup (spec 2.5) may hold the sign-up form for a list: the 'newsletter' popup holds it for the weekly deals.
ALTER TABLE popups.popups ADD COLUMN newsletter_list text REFERENCES popups.newsletter_lists (id);
UPDATE popups.popups SET newsletter_list = 'weekly-deals' WHERE id = 'newsletter';
