import { html, type Html } from '@site/platform-kit/html';
import {
  NEWSLETTER_INVALID_EMAIL_MESSAGE,
  NEWSLETTER_PAGE_PATH,
  type NewsletterResponse,
} from '@site/shared-contracts/popups';

export type NewsletterFormOptions = {
  /** Ids in the page must be unique: one prefix per form (`footer`, `page`, the popup's id). */
  idPrefix: string;
  list: string;
  form: 'popup' | 'footer' | 'page';
  popupId?: string;
  button?: string;
  redirectUrl?: string;
  closePopupWhenSuccess?: boolean;
  /** Show the optional first-name field (spec 3.14's extra fields). */
  withName?: boolean;
  /** What the no-JS answer shows, and the values to keep. */
  answer?: NewsletterResponse;
  values?: { email?: string; first_name?: string };
};

/**
 * The sign-up form (spec 3.14): a plain POST to /newsletter that works without JavaScript; the client's
 * enhancer (mf-popups/client/src/newsletter) takes it over where scripts run. Settings ride as data attributes.
 */
export function newsletterForm(o: NewsletterFormOptions): Html {
  const id = (name: string) => `popups-newsletter-${o.idPrefix}-${name}`;
  const answer = o.answer;
  return html`<form class="popups-newsletter popups-newsletter--${o.form}" aria-label="Newsletter sign-up" method="post" action="${NEWSLETTER_PAGE_PATH}" data-popups-newsletter${o.redirectUrl ? html` data-redirect-url="${o.redirectUrl}"` : ''}${o.closePopupWhenSuccess ? html` data-close-popup-when-success` : ''}>
<input type="hidden" name="target_list_id" value="${o.list}"><input type="hidden" name="form" value="${o.form}">${o.popupId ? html`<input type="hidden" name="popup_id" value="${o.popupId}">` : ''}
<div class="popups-newsletter__fields">${
    o.withName
      ? html`<p class="popups-newsletter__field"><label for="${id('name')}">First name (optional)</label><input id="${id('name')}" name="first_name" autocomplete="given-name" maxlength="200" value="${o.values?.first_name ?? ''}"></p>`
      : ''
  }<p class="popups-newsletter__field"><label for="${id('email')}">E-mail address</label><input id="${id('email')}" name="email" type="email" required autocomplete="email" maxlength="254" aria-describedby="${id('invalid')}" value="${o.values?.email ?? ''}"></p>
<p class="popups-newsletter__submit"><button type="submit" class="popups-newsletter__button">${o.button ?? 'Subscribe'}</button></p></div>
<p class="popups-newsletter__invalid" id="${id('invalid')}" hidden>${NEWSLETTER_INVALID_EMAIL_MESSAGE}</p>
<p class="popups-newsletter__message${answer ? ` popups-newsletter__message--${answer.type}` : ''}" role="status" aria-live="polite"${answer ? '' : html` hidden`}>${answer?.message ?? ''}</p>
<p class="popups-newsletter__consent">We keep your address and the time you signed up only to send this newsletter. Every e-mail has an unsubscribe link.</p>
</form>`;
}

/** The footer's and the page's form in the island placeholder that enhances it on first interaction. */
const island = (form: Html): Html =>
  html`<div class="popups-newsletter-island" data-island="mf-popups/newsletter-form" data-mount="interaction">${form}</div>`;

/** The footer's part: a short invitation and the form. */
export const footerSignup = (list: string): Html =>
  html`<section class="popups-newsletter-footer" aria-labelledby="popups-newsletter-footer-title"><h2 id="popups-newsletter-footer-title" class="popups-newsletter-footer__title">Get the weekly deals</h2>${island(newsletterForm({ idPrefix: 'footer', list, form: 'footer' }))}</section>`;

export const signupPageMain = (list: string, listName: string, extra?: Partial<NewsletterFormOptions>): Html =>
  html`<section class="popups-newsletter-page"><h1>Newsletter: ${listName}</h1><p>The best coupons and offers of the week, one e-mail every Friday. We ask you to confirm by e-mail before we send anything.</p>${island(newsletterForm({ idPrefix: 'page', list, form: 'page', withName: true, ...extra }))}</section>`;

/** A one-button page for a link from a mail: GET never changes anything (mail scanners follow links). */
export const tokenActionMain = (o: { title: string; text: string; action: string; token: string; button: string }) =>
  html`<section class="popups-newsletter-page"><h1>${o.title}</h1><p>${o.text}</p><form method="post" action="${o.action}"><input type="hidden" name="token" value="${o.token}"><button type="submit" class="popups-newsletter__button">${o.button}</button></form></section>`;

export const resultMain = (title: string, text: string, link = true) =>
  html`<section class="popups-newsletter-page"><h1>${title}</h1><p>${text}</p>${link ? html`<p><a href="/">Back to the home page</a></p>` : ''}</section>`;
