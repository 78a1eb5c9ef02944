import { NEWSLETTER_MESSAGE_MS } from '@site/shared-contracts/popups';
import type { Answer } from './newsletter-request';

/**
 * The server form's elements the enhancer reads and changes (mf-popups/server/src/views/newsletter/newsletter-html.ts).
 */
export type NewsletterFormParts = {
  email: HTMLInputElement;
  button: HTMLButtonElement;
  invalid: HTMLElement;
  message: HTMLElement;
};

export function newsletterFormParts(form: HTMLFormElement): NewsletterFormParts {
  const email = form.querySelector<HTMLInputElement>('input[name="email"]');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const invalid = form.querySelector<HTMLElement>('.popups-newsletter__invalid');
  const message = form.querySelector<HTMLElement>('.popups-newsletter__message');
  if (!email || !button || !invalid || !message) throw new Error('newsletter form: markup incomplete');
  return { email, button, invalid, message };
}

export type NewsletterFeedback = {
  markInvalid(): void;
  clearInvalid(): void;
  /** The server's answer in the form's status line. */
  show(answer: Answer): void;
  setLoading(on: boolean): void;
  /** A sign-up is on its way: the form sends no second one meanwhile. */
  isLoading(): boolean;
};

/**
 * What the visitor sees of the form's state (spec 4.8): the invalid mark and its message, the answer's type and
 * message, each hidden again after NEWSLETTER_MESSAGE_MS, and the button's loading state. Timers are started
 * through `later`, so the form's undo clears them with its own.
 */
export function createNewsletterFeedback(
  form: HTMLFormElement,
  { email, button, invalid, message }: NewsletterFormParts,
  win: Window,
  later: (fn: () => void, ms: number) => number,
): NewsletterFeedback {
  let invalidTimer = 0;
  let messageTimer = 0;
  let sending = false;
  return {
    clearInvalid() {
      win.clearTimeout(invalidTimer);
      form.classList.remove('popups-newsletter--invalid');
      email.removeAttribute('aria-invalid');
      invalid.hidden = true;
    },
    markInvalid() {
      form.classList.add('popups-newsletter--invalid');
      email.setAttribute('aria-invalid', 'true');
      invalid.hidden = false;
      win.clearTimeout(invalidTimer);
      invalidTimer = later(() => {
        invalid.hidden = true;
      }, NEWSLETTER_MESSAGE_MS);
    },
    show(answer) {
      message.textContent = answer.message;
      message.classList.remove('popups-newsletter__message--success', 'popups-newsletter__message--error');
      message.classList.add(`popups-newsletter__message--${answer.type}`);
      message.hidden = false;
      win.clearTimeout(messageTimer);
      messageTimer = later(() => {
        message.hidden = true;
      }, NEWSLETTER_MESSAGE_MS);
    },
    setLoading(on) {
      sending = on;
      button.disabled = on;
      button.classList.toggle('popups-newsletter__button--loading', on);
      if (on) button.setAttribute('aria-busy', 'true');
      else button.removeAttribute('aria-busy');
    },
    isLoading: () => sending,
  };
}
