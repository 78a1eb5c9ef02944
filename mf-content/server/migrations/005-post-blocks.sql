-- Structured post content (issue 14): the blocks the post page renders, as validated and sanitised by
-- shared-contracts' postBlocksSchema before they are written. `body` stays the plain text of the post's
-- paragraphs: search and excerpts read that, never the blocks. An empty list renders `body` as before.
ALTER TABLE content.posts ADD COLUMN blocks jsonb NOT NULL DEFAULT '[]'::jsonb;
