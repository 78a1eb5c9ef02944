-- Posts, their bylines and categories, and threaded comments.
-- Authors are content-owned bylines, not user accounts: no reference into mf-auth's tables.
CREATE TABLE content.categories (
  id          serial PRIMARY KEY,
  slug        text NOT NULL UNIQUE,
  name        text NOT NULL,
  description text NOT NULL DEFAULT ''
);

CREATE TABLE content.authors (
  id           serial PRIMARY KEY,
  slug         text NOT NULL UNIQUE,
  display_name text NOT NULL
);

CREATE TABLE content.posts (
  id             serial PRIMARY KEY,
  slug           text NOT NULL UNIQUE,
  title          text NOT NULL,
  excerpt        text NOT NULL,
  -- Plain-text paragraphs separated by a blank line; escaped when rendered, never stored as HTML.
  body           text NOT NULL,
  author_id      int NOT NULL REFERENCES content.authors (id),
  category_id    int NOT NULL REFERENCES content.categories (id),
  published_at   timestamptz NOT NULL,
  restricted     boolean NOT NULL DEFAULT false,
  countdown_to   timestamptz,
  rating_percent smallint CHECK (rating_percent BETWEEN 0 AND 100)
);
-- Listing (/blog, previous/next) and category archives both page newest first; id breaks ties.
CREATE INDEX posts_published_idx ON content.posts (published_at DESC, id DESC);
CREATE INDEX posts_category_published_idx ON content.posts (category_id, published_at DESC, id DESC);

CREATE TABLE content.comments (
  id          serial PRIMARY KEY,
  post_id     int NOT NULL REFERENCES content.posts (id) ON DELETE CASCADE,
  parent_id   int REFERENCES content.comments (id) ON DELETE CASCADE,
  author_name text NOT NULL,
  body        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX comments_post_idx ON content.comments (post_id, created_at, id);
