-- A token that changes with every write to what content pages show, whoever writes (this process, a
-- seed, another server on the same PostgreSQL): the shell's shared page cache keys pages by it.
CREATE TABLE content.page_version (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  token text NOT NULL DEFAULT gen_random_uuid()::text
);
INSERT INTO content.page_version DEFAULT VALUES;

CREATE FUNCTION content.bump_page_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE content.page_version SET token = gen_random_uuid()::text;
  RETURN NULL;
END
$$;

CREATE TRIGGER categories_bump_page_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON content.categories
  FOR EACH STATEMENT EXECUTE FUNCTION content.bump_page_version();
CREATE TRIGGER authors_bump_page_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON content.authors
  FOR EACH STATEMENT EXECUTE FUNCTION content.bump_page_version();
CREATE TRIGGER posts_bump_page_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON content.posts
  FOR EACH STATEMENT EXECUTE FUNCTION content.bump_page_version();
CREATE TRIGGER comments_bump_page_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON content.comments
  FOR EACH STATEMENT EXECUTE FUNCTION content.bump_page_version();
