import { act, screen } from '@testing-library/react';
import {
  LOGIN_REDIRECT_DELAY_MS,
  REGISTRATION_REDIRECT_DELAY_MS,
  RESET_RELOAD_DELAY_MS,
} from '@site/shared-contracts/auth';
import { GENERIC_ERROR } from './auth-request';
import { navigation } from './navigation';
import { ajaxPosts, fetchMock, fill, installFetch, respond, settle, setup, submitForm } from './testing/dialogs';

installFetch();

let go: jest.SpyInstance;
let reload: jest.SpyInstance;
beforeEach(() => {
  jest.useFakeTimers();
  go = jest.spyOn(navigation, 'go').mockImplementation(() => undefined);
  reload = jest.spyOn(navigation, 'reload').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  go.mockRestore();
  reload.mockRestore();
  window.history.replaceState(null, '', '/');
});

const advance = (ms: number) => act(() => void jest.advanceTimersByTime(ms));

describe('spec 4.4 outcomes', () => {
  it('uses the spec 9 delays', () => {
    expect([LOGIN_REDIRECT_DELAY_MS, REGISTRATION_REDIRECT_DELAY_MS, RESET_RELOAD_DELAY_MS]).toEqual([200, 4000, 3000]);
  });

  it('login success hides the submit button, then goes to redirecturl after 200 ms', async () => {
    const { open } = setup();
    open();
    fill('E-mail address', 'demo@example.com');
    fill('Password', 'pw');
    respond({ error: false, message: 'Login successful, redirecting…', redirecturl: '/offers' });
    await submitForm('Log in');
    const sent = ajaxPosts()[0];
    expect(sent?.get('action')).toBe('site_login');
    expect(sent?.get('email')).toBe('demo@example.com');
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect((init.headers as Record<string, string>)['x-csrf-token']).toBe('tok');
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/x-www-form-urlencoded');
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Login successful, redirecting…');
    advance(LOGIN_REDIRECT_DELAY_MS - 1);
    expect(go).not.toHaveBeenCalled();
    advance(1);
    expect(go).toHaveBeenCalledWith('http://localhost/offers');
    expect(reload).not.toHaveBeenCalled();
  });

  it('login success without redirecturl reloads after 200 ms', async () => {
    const { open } = setup();
    open();
    respond({ error: false, message: 'ok' });
    await submitForm('Log in');
    advance(LOGIN_REDIRECT_DELAY_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    advance(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('an off-site redirecturl is not followed: the page reloads instead', async () => {
    const { open } = setup();
    open();
    respond({ error: false, message: 'ok', redirecturl: 'https://evil.test/' });
    await submitForm('Log in');
    advance(LOGIN_REDIRECT_DELAY_MS);
    expect(go).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("a trigger's landing path goes with the login, and the same page with another #offer reloads there", async () => {
    window.history.replaceState(null, '', '/offers');
    const { open } = setup();
    open({ type: 'default', redirectTo: '/offers#offer-7' });
    respond({ error: false, message: 'ok', redirecturl: '/offers#offer-7' });
    await submitForm('Log in');
    expect(ajaxPosts()[0]?.get('redirect_to')).toBe('/offers#offer-7');
    advance(LOGIN_REDIRECT_DELAY_MS);
    // Only the fragment differs: following it would merely scroll and keep the logged-out page.
    expect(window.location.href).toBe('http://localhost/offers#offer-7');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(go).not.toHaveBeenCalled();
  });

  it('a landing path on another page is followed', async () => {
    const { open } = setup();
    open({ type: 'default', redirectTo: '/offers#offer-7' });
    respond({ error: false, message: 'ok', redirecturl: '/offers#offer-7' });
    await submitForm('Log in');
    advance(LOGIN_REDIRECT_DELAY_MS);
    expect(go).toHaveBeenCalledWith('http://localhost/offers#offer-7');
    expect(reload).not.toHaveBeenCalled();
  });

  it('a login without a landing path sends no redirect_to', async () => {
    const { open } = setup();
    open();
    respond({ error: true, message: 'No' }, 401);
    await submitForm('Log in');
    expect(ajaxPosts()[0]?.has('redirect_to')).toBe(false);
  });

  it('error true shows the server message as text, removes loading, never redirects', async () => {
    const { open } = setup();
    open();
    respond(
      {
        error: true,
        message: 'Too many attempts. Please wait 60 seconds &amp; try again. <img src=x onerror=alert(1)>',
      },
      429,
    );
    await submitForm('Log in');
    expect(screen.getByRole('alert').textContent).toBe('Too many attempts. Please wait 60 seconds & try again. ');
    expect(screen.getByRole('alert').querySelector('img')).toBeNull();
    const button = screen.getByRole('button', { name: 'Log in' }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    expect(button.closest('form')?.className).not.toContain('auth-dialog--loading');
    advance(10_000);
    expect(go).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('shows the loading state while the call runs', async () => {
    const { open } = setup();
    open();
    let answer: (value: unknown) => void = () => undefined;
    fetchMock.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    await submitForm('Log in');
    const busy = screen.getByRole('button', { name: 'Logging in…' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect(busy.closest('form')?.getAttribute('aria-busy')).toBe('true');
    await act(async () => answer({ ok: false, status: 401, json: async () => ({ error: true, message: 'No' }) }));
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
  });

  it.each([
    [
      'a network failure',
      () => fetchMock.mockImplementationOnce(async () => Promise.reject(new TypeError('Failed to fetch'))),
    ],
    [
      'a non-JSON answer',
      () =>
        fetchMock.mockImplementationOnce(async () => ({
          ok: false,
          status: 502,
          json: async () => Promise.reject(new SyntaxError('x')),
        })),
    ],
    ['a JSON answer of the wrong shape', () => respond({ error: { code: 'CSRF_INVALID', message: 'bad' } }, 403)],
  ])('%s shows the generic message', async (_name, arrange) => {
    const { open } = setup();
    open();
    arrange();
    await submitForm('Log in');
    expect(screen.getByRole('alert').textContent).toBe(GENERIC_ERROR);
    advance(10_000);
    expect(reload).not.toHaveBeenCalled();
  });

  it('registration success marks the popup complete, then reloads after 4000 ms', async () => {
    const { open } = setup();
    open({ type: 'register' });
    await settle();
    fill('E-mail address', 'new@example.com');
    fill('Name', 'New');
    fill('Password (at least 10 characters)', 'a long passphrase');
    fill('Characters from the picture', 'AB3CD');
    respond({ error: false, message: 'Thank you! We have sent you an e-mail.' });
    await submitForm('Register');
    const sent = ajaxPosts()[0];
    expect(sent?.get('action')).toBe('site_register');
    expect(sent?.get('captcha_answer')).toBe('AB3CD');
    expect(sent?.get('captcha_token')).toMatch(/^tok-1/);
    expect(sent?.get('display_name')).toBe('New');
    expect(screen.getByRole('dialog').className).toContain('auth-dialog--registration-complete');
    expect(screen.getByRole('status').textContent).toBe('Thank you! We have sent you an e-mail.');
    advance(REGISTRATION_REDIRECT_DELAY_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    advance(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('registration success with redirecturl goes there after 4000 ms', async () => {
    const { open } = setup();
    open({ type: 'register' });
    await settle();
    respond({ error: false, message: 'ok', redirecturl: '/welcome' });
    await submitForm('Register');
    advance(REGISTRATION_REDIRECT_DELAY_MS - 1);
    expect(go).not.toHaveBeenCalled();
    advance(1);
    expect(go).toHaveBeenCalledWith('http://localhost/welcome');
  });

  it('reset success reloads after 3000 ms', async () => {
    const { open } = setup();
    open({ type: 'resetpass' });
    fill('E-mail address', 'demo@example.com');
    respond({ error: false, message: 'If an account exists, we have sent it a link.' });
    await submitForm('Send reset link');
    expect(ajaxPosts()[0]?.get('action')).toBe('site_resetpass');
    expect(screen.getByRole('status').textContent).toBe('If an account exists, we have sent it a link.');
    advance(RESET_RELOAD_DELAY_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    advance(1);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(go).not.toHaveBeenCalled();
  });

  it('reset error shows the message and does not reload', async () => {
    const { open } = setup();
    open({ type: 'resetpass' });
    respond({ error: true, message: 'Please enter your e-mail address.' }, 400);
    await submitForm('Send reset link');
    expect(screen.getByRole('alert').textContent).toBe('Please enter your e-mail address.');
    advance(RESET_RELOAD_DELAY_MS * 2);
    expect(reload).not.toHaveBeenCalled();
  });
});
