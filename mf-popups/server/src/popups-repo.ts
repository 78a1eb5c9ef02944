import type { Sql } from '@site/shared-contracts/platform';
import type { PopupContentResponse } from '@site/shared-contracts/popups';
import { popupSlugSchema } from '@site/shared-contracts/popups';

/** A popup by slug, or null for unknown or malformed ids (both read as 404). */
export async function findPopup(db: Sql, id: string): Promise<PopupContentResponse | null> {
  if (!popupSlugSchema.safeParse(id).success) return null;
  const { rows } = await db.query<{ title: string; body_html: string }>(
    'SELECT title, body_html FROM popups.popups WHERE id = $1',
    [id],
  );
  const row = rows[0];
  return row ? { title: row.title, html: row.body_html } : null;
}
