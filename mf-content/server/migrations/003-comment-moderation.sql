-- Comment moderation: a first comment from an account is held until an administrator decides.
-- author_user_id is mf-auth's user id as the visitor state gives it, kept as a plain number (no
-- reference into mf-auth's tables); seeded and earlier comments have none and stay published.
ALTER TABLE content.comments
  ADD COLUMN author_user_id int,
  ADD COLUMN status text NOT NULL DEFAULT 'approved' CHECK (status IN ('pending', 'approved', 'rejected'));
-- "Has this account an approved comment?" and the moderation queue, oldest first.
CREATE INDEX comments_author_approved_idx ON content.comments (author_user_id) WHERE status = 'approved';
CREATE INDEX comments_pending_idx ON content.comments (created_at, id) WHERE status = 'pending';

-- Every decision, kept even if the comment goes: who decided, what, when.
CREATE TABLE content.comment_decisions (
  id             serial PRIMARY KEY,
  comment_id     int NOT NULL,
  post_id        int NOT NULL,
  decision       text NOT NULL CHECK (decision IN ('approved', 'rejected')),
  moderator_id   int NOT NULL,
  moderator_name text NOT NULL,
  decided_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX comment_decisions_recent_idx ON content.comment_decisions (decided_at DESC, id DESC);
