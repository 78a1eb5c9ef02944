import {
  isNewsletterEmail,
  NEWSLETTER_ACTION,
  NEWSLETTER_API_PATH,
  NEWSLETTER_CLOSE_POPUP_MS,
  NEWSLETTER_MESSAGE_MS,
  POPUPS_FORM_SUCCESS_EVENT,
} from '@site/shared-contracts/popups';

/** The spec 7.5 answer: checked by hand, so the popup engine that imports this bundles no schema. */
type Answer = { type: 'success' | 'error'; message: string };
const isAnswer = (value: unknown): value is Answer =>
  typeof value === 'object' &&
  value !== null &&
  ((value as Answer).type === 'success' || (value as Answer).type === 'error') &&
  typeof (value as Answer).message === 'string';

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

const CORE_FIELDS = new Set(['email', 'target_list_id', 'form', 'popup_id', '_csrf']);
const isSitePath = (url: string) => url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');

/**
 * Spec 4.8 on the server's form (mf-popups/server/src/newsletter/views.ts): the e-mail pattern check with the
 * invalid mark and its message for 10 s (cleared on focus), the loading state, the answer's type and message
 * for 10 s, redirect_url, and closing the popup 3 s after a success. Returns what undoes it.
 */
export function enhanceNewsletterForm(form: HTMLFormElement, options: NewsletterFormOptions): () => void {
  const win = form.ownerDocument.defaultView ?? window;
  const email = form.querySelector<HTMLInputElement>('input[name="email"]');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const invalid = form.querySelector<HTMLElement>('.popups-newsletter__invalid');
  const message = form.querySelector<HTMLElement>('.popups-newsletter__message');
  if (!email || !button || !invalid || !message) throw new Error('newsletter form: markup incomplete');
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
  let invalidTimer = 0;
  let messageTimer = 0;
  let sending = false;

  const clearInvalid = () => {
    win.clearTimeout(invalidTimer);
    form.classList.remove('popups-newsletter--invalid');
    email.removeAttribute('aria-invalid');
    invalid.hidden = true;
  };
  const markInvalid = () => {
    form.classList.add('popups-newsletter--invalid');
    email.setAttribute('aria-invalid', 'true');
    invalid.hidden = false;
    win.clearTimeout(invalidTimer);
    invalidTimer = later(() => {
      invalid.hidden = true;
    }, NEWSLETTER_MESSAGE_MS);
  };
  const show = (answer: Answer) => {
    message.textContent = answer.message;
    message.classList.remove('popups-newsletter__message--success', 'popups-newsletter__message--error');
    message.classList.add(`popups-newsletter__message--${answer.type}`);
    message.hidden = false;
    win.clearTimeout(messageTimer);
    messageTimer = later(() => {
      message.hidden = true;
    }, NEWSLETTER_MESSAGE_MS);
  };
  const setLoading = (on: boolean) => {
    sending = on;
    button.disabled = on;
    button.classList.toggle('popups-newsletter__button--loading', on);
    if (on) button.setAttribute('aria-busy', 'true');
    else button.removeAttribute('aria-busy');
  };

  const body = () => {
    const fields = new FormData(form);
    const value = (name: string) => {
      const v = fields.get(name);
      return typeof v === 'string' && v !== '' ? v : undefined;
    };
    const additional: Record<string, string> = {};
    for (const [name, v] of fields)
      if (!CORE_FIELDS.has(name) && typeof v === 'string' && v !== '') additional[name] = v;
    const popupId = value('popup_id');
    return {
      action: NEWSLETTER_ACTION,
      data: {
        email: email.value.trim(),
        target_list_id: value('target_list_id') ?? '',
        data: {
          form: value('form') ?? 'page',
          ...(popupId ? { popup_id: popupId } : {}),
          ...(options.pageUrl ? { page_url: options.pageUrl } : {}),
        },
        additional,
      },
    };
  };

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (sending) return;
    if (!isNewsletterEmail(email.value.trim())) {
      markInvalid();
      return;
    }
    setLoading(true);
    let answer: Answer | null;
    try {
      const response = await options.fetch(NEWSLETTER_API_PATH, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(options.csrfToken ? { 'x-csrf-token': options.csrfToken } : {}),
        },
        body: JSON.stringify(body()),
      });
      const json: unknown = await response.json().catch(() => null);
      answer = isAnswer(json) ? json : null;
    } catch {
      answer = null;
    }
    setLoading(false);
    if (!answer) {
      // No answer we can read (offline, a proxy's page): the form posts as it would without JavaScript.
      form.submit();
      return;
    }
    show(answer);
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
  email.addEventListener('focus', clearInvalid);
  return () => {
    form.removeEventListener('submit', submit);
    email.removeEventListener('focus', clearInvalid);
    for (const id of timers) win.clearTimeout(id);
    timers.clear();
  };
}
