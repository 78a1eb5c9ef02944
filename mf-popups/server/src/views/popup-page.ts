import { html, raw } from '@site/platform-kit/html';
import type { PageContent } from '@site/shared-contracts/platform';
import type { PopupContentResponse } from '@site/shared-contracts/popups';

/** The no-JS popup page (where a popup trigger link leads without JavaScript): the modal's title and body in the layout. */
export function popupPage(id: string, popup: PopupContentResponse): PageContent {
  // The body was built from escaped text when stored (views/popup-body.ts), so it goes in as markup.
  const main = html`<section class="popups-page"><h1>${popup.title}</h1><div class="popups-page__body">${raw(popup.html)}</div></section>`;
  return { title: popup.title, path: `/popups/${id}`, main: String(main) };
}
