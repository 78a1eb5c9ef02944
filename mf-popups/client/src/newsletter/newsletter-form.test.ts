import {
  NEWSLETTER_ACTION,
  NEWSLETTER_API_PATH,
  NEWSLETTER_INVALID_EMAIL_MESSAGE,
  POPUPS_FORM_SUCCESS_EVENT,
} from '@site/shared-contracts/popups';
import { enhanceNewsletterForm } from './newsletter-form';

/**
 * The server's markup (mf-popups/server/src/views/newsletter/newsletter-html.ts), trimmed to what the enhancer reads.
 */
function mountForm(attributes = '') {
  document.body.innerHTML = `<form class="popups-newsletter" method="post" action="/newsletter" data-popups-newsletter ${attributes}>
    <input type="hidden" name="target_list_id" value="weekly-deals"><input type="hidden" name="form" value="popup">
    <input type="hidden" name="popup_id" value="demo-newsletter">
    <label for="n">First name</label><input id="n" name="first_name" value="Ann">
    <label for="e">E-mail address</label><input id="e" name="email" type="email" required>
    <button type="submit">Subscribe</button>
    <p class="popups-newsletter__invalid" hidden>${NEWSLETTER_INVALID_EMAIL_MESSAGE}</p>
    <p class="popups-newsletter__message" role="status" hidden></p></form>`;
  const form = document.querySelector('form') as HTMLFormElement;
  const email = form.querySelector<HTMLInputElement>('input[name="email"]') as HTMLInputElement;
  const button = form.querySelector('button') as HTMLButtonElement;
  const message = form.querySelector('.popups-newsletter__message') as HTMLElement;
  const invalid = form.querySelector('.popups-newsletter__invalid') as HTMLElement;
  return { form, email, button, message, invalid };
}

const answer = (body: unknown) => {
  let resolve: (value: Response) => void = () => undefined;
  const pending = new Promise<Response>((r) => (resolve = r));
  return { pending, send: () => resolve({ ok: true, json: async () => body } as Response) };
};
const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};
const submit = (form: HTMLFormElement) => form.dispatchEvent(new Event('submit', { cancelable: true, bubbles: true }));

describe('newsletter form (spec 4.8, 5)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('marks an invalid e-mail and shows the message for 10 s without calling the server; focus clears the mark', () => {
    const { form, email, invalid } = mountForm();
    const fetch = jest.fn();
    enhanceNewsletterForm(form, { fetch, navigate: jest.fn() });
    email.value = 'not-an-email';
    submit(form);
    expect(fetch).not.toHaveBeenCalled();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(form.classList.contains('popups-newsletter--invalid')).toBe(true);
    expect(invalid.hidden).toBe(false);
    jest.advanceTimersByTime(9_999);
    expect(invalid.hidden).toBe(false);
    jest.advanceTimersByTime(1);
    expect(invalid.hidden).toBe(true);
    submit(form);
    email.dispatchEvent(new Event('focus'));
    expect(email.hasAttribute('aria-invalid')).toBe(false);
    expect(form.classList.contains('popups-newsletter--invalid')).toBe(false);
    expect(invalid.hidden).toBe(true);
  });

  it('sends the spec body with a loading state, shows the answer for 10 s and closes the popup 3 s after success', async () => {
    const { form, email, button, message } = mountForm('data-close-popup-when-success');
    const reply = answer({ type: 'success', message: 'Check your inbox.' });
    const fetch = jest.fn(() => reply.pending);
    const closePopup = jest.fn();
    enhanceNewsletterForm(form, { fetch, navigate: jest.fn(), closePopup, pageUrl: '/popups/demo/newsletter' });
    // What holds the form (the second popup layer) hears of a success, and only of a success.
    const heard = jest.fn();
    document.body.addEventListener(POPUPS_FORM_SUCCESS_EVENT, heard);
    email.value = ' ann@example.com ';
    submit(form);
    expect(heard).not.toHaveBeenCalled();
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(fetch).toHaveBeenCalledWith(NEWSLETTER_API_PATH, expect.objectContaining({ method: 'POST' }));
    const sent = JSON.parse((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body as string);
    expect(sent).toEqual({
      action: NEWSLETTER_ACTION,
      data: {
        email: 'ann@example.com',
        target_list_id: 'weekly-deals',
        data: { form: 'popup', popup_id: 'demo-newsletter', page_url: '/popups/demo/newsletter' },
        additional: { first_name: 'Ann' },
      },
    });
    reply.send();
    await flush();
    expect(button.disabled).toBe(false);
    expect(message.hidden).toBe(false);
    expect(message.textContent).toBe('Check your inbox.');
    expect(message.classList.contains('popups-newsletter__message--success')).toBe(true);
    expect(heard).toHaveBeenCalledTimes(1);
    document.body.removeEventListener(POPUPS_FORM_SUCCESS_EVENT, heard);
    jest.advanceTimersByTime(2_999);
    expect(closePopup).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(closePopup).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(7_000);
    expect(message.hidden).toBe(true);
  });

  it('shows a server error as it came, does not close, and redirects and signs up (toast) only on success', async () => {
    const { form, email, message } = mountForm('data-redirect-url="/thanks" data-close-popup-when-success');
    const navigate = jest.fn();
    const closePopup = jest.fn();
    const signedUp = jest.fn();
    const replies = [
      answer({ type: 'error', message: 'Too many sign-ups.' }),
      answer({ type: 'success', message: 'OK' }),
    ];
    const fetch = jest.fn(() => (replies.shift() as ReturnType<typeof answer>).pending);
    const [first, second] = [...replies];
    enhanceNewsletterForm(form, { fetch, navigate, closePopup, signedUp });
    email.value = 'ann@example.com';
    submit(form);
    first?.send();
    await flush();
    expect(message.textContent).toBe('Too many sign-ups.');
    expect(message.classList.contains('popups-newsletter__message--error')).toBe(true);
    jest.advanceTimersByTime(5_000);
    expect(closePopup).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    // Issue 15's sign-up toast: raised by the island for an accepted sign-up only.
    expect(signedUp).not.toHaveBeenCalled();
    submit(form);
    second?.send();
    await flush();
    expect(navigate).toHaveBeenCalledWith('/thanks');
    expect(signedUp).toHaveBeenCalledTimes(1);
  });

  it('sends one request at a time, and undoing it stops its timers', async () => {
    const { form, email } = mountForm('data-close-popup-when-success');
    const reply = answer({ type: 'success', message: 'OK' });
    const fetch = jest.fn(() => reply.pending);
    const closePopup = jest.fn();
    const undo = enhanceNewsletterForm(form, { fetch, navigate: jest.fn(), closePopup });
    email.value = 'ann@example.com';
    submit(form);
    submit(form);
    expect(fetch).toHaveBeenCalledTimes(1);
    reply.send();
    await flush();
    undo();
    jest.advanceTimersByTime(3_000);
    expect(closePopup).not.toHaveBeenCalled();
  });
});
