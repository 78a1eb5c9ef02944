import {
  isNewsletterEmail,
  NEWSLETTER_API_PATH,
  NEWSLETTER_CLOSE_POPUP_MS,
  POPUPS_FORM_SUCCESS_EVENT,
} from '@site/shared-contracts/popups';
import { createNewsletterFeedback, newsletterFormParts } from './newsletter-feedback';
import { isAnswer, signupBody, signupRequest, type Answer } from './newsletter-request';

/**
 * The toast a sign-up raises (issue 15) through mf-popups' host, in spec 9's defaults (info, 4000 ms). The form's
 * own status line says the server's answer inside the form (and inside a popup's dialog) as spec 4.8 asks.
 */
export const SIGNED_UP_TOAST = { message: 'Signed up: confirm your subscription from the e-mail we sent you.' };

export type NewsletterFormOptions = {
  fetch: typeof fetch;
  /** Leave for redirect_url (a same-origin path). */
  navigate: (url: string) => void;
  /** Close the popup that holds the form (only in a popup, and only with close_popup_when_success). */
  closePopup?: () => void;
  /** The page's address, recorded as the sign-up's source. */
  pageUrl?: string;
  csrfToken?: string;
  /** The server accepted a sign-up: the island that enhanced the form raises SIGNED_UP_TOAST on the bus. */
  signedUp?: () => void;
};

const isSitePath = (url: string) => url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');

/**
 * Spec 4.8 on the server's form (mf-popups/server/src/views/newsletter/newsletter-html.ts): the e-mail pattern
 * check with the invalid mark and its message for 10 s (cleared on focus), the loading state, the answer's type and
 * message for 10 s, redirect_url, and closing the popup 3 s after a success. Returns what undoes it.
 */
export function enhanceNewsletterForm(form: HTMLFormElement, options: NewsletterFormOptions): () => void {
  const win = form.ownerDocument.defaultView ?? window;
  const parts = newsletterFormParts(form);
  const { email } = parts;
  // Our own check and message replace the browser's bubble (spec 5).
  form.noValidate = true;
  const timers = new Set<number>();
  const later = (fn: () => void, ms: number) => {
    const id = win.setTimeout(() => {
      timers.delete(id);
      fn();
    }, ms);
    timers.add(id);
    return id;
  };
  const feedback = createNewsletterFeedback(form, parts, win, later);

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (feedback.isLoading()) return;
    if (!isNewsletterEmail(email.value.trim())) {
      feedback.markInvalid();
      return;
    }
    feedback.setLoading(true);
    let answer: Answer | null;
    try {
      const body = signupBody(form, email.value.trim(), options.pageUrl);
      const response = await options.fetch(NEWSLETTER_API_PATH, signupRequest(body, options.csrfToken));
      const json: unknown = await response.json().catch(() => null);
      answer = isAnswer(json) ? json : null;
    } catch {
      answer = null;
    }
    feedback.setLoading(false);
    if (!answer) {
      // No answer we can read (offline, a proxy's page): the form posts as it would without JavaScript.
      form.submit();
      return;
    }
    feedback.show(answer);
    if (answer.type !== 'success') return;
    email.value = '';
    const redirect = form.dataset.redirectUrl;
    if (redirect && isSitePath(redirect)) options.navigate(redirect);
    // Whatever holds the form hears of it (the second popup layer closes 3 s later, spec 4.7).
    form.dispatchEvent(new CustomEvent(POPUPS_FORM_SUCCESS_EVENT, { bubbles: true }));
    options.signedUp?.();
    if (form.hasAttribute('data-close-popup-when-success') && options.closePopup) {
      later(options.closePopup, NEWSLETTER_CLOSE_POPUP_MS);
    }
  };
  const submit = (event: Event) => void onSubmit(event as SubmitEvent);
  form.addEventListener('submit', submit);
  email.addEventListener('focus', feedback.clearInvalid);
  return () => {
    form.removeEventListener('submit', submit);
    email.removeEventListener('focus', feedback.clearInvalid);
    for (const id of timers) win.clearTimeout(id);
    timers.clear();
  };
}
