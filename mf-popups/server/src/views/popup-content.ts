import type { PopupContentResponse } from '@site/shared-contracts/popups';
import type { StoredPopup } from '../data/popups';
import { newsletterForm } from './newsletter/newsletter-html';

/** What the modal and the no-JS page show of a generic popup: its title, its body and its sign-up form if any. */
export function popupContent(id: string, popup: StoredPopup): PopupContentResponse {
  // The popup's sign-up form (issue 16), server-rendered like the body; the popup host enhances it.
  const form = popup.newsletterList
    ? String(
        newsletterForm({
          idPrefix: `generic-${id}`,
          list: popup.newsletterList,
          form: 'popup',
          popupId: id,
          closePopupWhenSuccess: true,
        }),
      )
    : '';
  return { title: popup.title, html: popup.bodyHtml + form };
}
