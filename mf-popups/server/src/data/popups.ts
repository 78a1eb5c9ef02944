import type { Sql } from '@site/shared-contracts/platform';
import type { PopupContentResponse } from '@site/shared-contracts/popups';

/** A popup's title and body html (built from escaped text, see views/popup-body.ts), or null. */
export async function findPopup(db: Sql, id: string): Promise<PopupContentResponse | null> {
  const { rows } = await db.query<{ title: string; body_html: string }>(
    'SELECT title, body_html FROM popups.popups WHERE id = $1',
    [id],
  );
  const row = rows[0];
  return row ? { title: row.title, html: row.body_html } : null;
}
