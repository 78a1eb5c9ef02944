import type { Sql } from '@site/shared-contracts/platform';

/** Changes with every write to posts, comments, categories or authors (triggers, 004-page-version.sql). */
export async function contentPageVersion(db: Sql): Promise<string> {
  const { rows } = await db.query<{ token: string }>('SELECT token FROM content.page_version');
  return rows[0]?.token ?? '';
}
