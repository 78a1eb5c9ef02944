import type { Sql } from '@site/shared-contracts/platform';
import type { PopupContentResponse } from '@site/shared-contracts/popups';
import { newsletterForm } from '../newsletter/views';

/** A popup's title and body html (built from escaped text, see views/popup-body.ts), or null. */
export async function findPopup(db: Sql, id: string): Promise<PopupContentResponse | null> {
  const { rows } = await db.query<{ title: string; body_html: string; newsletter_list: string | null }>(
    'SELECT title, body_html, newsletter_list FROM popups.popups WHERE id = $1',
    [id],
  );
  const row = rows[0];
  if (!row) return null;
  // The popup's sign-up form (issue 16), server-rendered like the body; the popup host enhances it.
  const form = row.newsletter_list
    ? String(
        newsletterForm({
          idPrefix: `generic-${id}`,
          list: row.newsletter_list,
          form: 'popup',
          popupId: id,
          closePopupWhenSuccess: true,
        }),
      )
    : '';
  return { title: row.title, html: row.body_html + form };
}
