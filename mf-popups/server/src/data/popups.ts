import type { Sql } from '@site/shared-contracts/platform';

/** A generic popup as stored: its title, its body html (built from escaped text, see views/popup-body.ts), its list. */
export type StoredPopup = { title: string; bodyHtml: string; newsletterList: string | null };

export async function findPopup(db: Sql, id: string): Promise<StoredPopup | null> {
  const { rows } = await db.query<{ title: string; body_html: string; newsletter_list: string | null }>(
    'SELECT title, body_html, newsletter_list FROM popups.popups WHERE id = $1',
    [id],
  );
  const row = rows[0];
  return row ? { title: row.title, bodyHtml: row.body_html, newsletterList: row.newsletter_list } : null;
}
