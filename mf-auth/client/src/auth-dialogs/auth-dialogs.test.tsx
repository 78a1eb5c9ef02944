import { act, fireEvent, render, screen } from '@testing-library/react';
import type { EventBus, EventMessage, EventName, IslandProps, SiteConfig, VisitorState } from '@site/shared-contracts';
import { AuthDialogs } from './auth-dialogs';
import { navigation } from './navigation';

type Handler = (payload: unknown) => void;

/** A minimal bus: the real one validates payloads; these tests send valid ones. */
function fakeBus() {
  const handlers = new Map<string, Set<Handler>>();
  const bus: EventBus = {
    emit(name, payload) {
      for (const handler of handlers.get(name) ?? []) handler(payload);
      return true;
    },
    on<K extends EventName>(name: K, handler: (payload: EventMessage<K>) => void) {
      const set = handlers.get(name) ?? new Set<Handler>();
      set.add(handler as Handler);
      handlers.set(name, set);
      return () => set.delete(handler as Handler);
    },
  };
  return bus;
}

const site: SiteConfig = {
  siteName: 'Test',
  siteUrl: 'http://localhost',
  restBase: '/api/',
  ajaxUrl: '/api/ajax',
  customLoginUrl: null,
  currency: { symbol: '€', position: 'right', decimalSeparator: ',', thousandSeparator: '.' },
  dateFormat: 'j F Y',
  locale: 'en',
};

function setup(visitor: VisitorState = { loggedIn: false }, overrides: Partial<SiteConfig> = {}) {
  const bus = fakeBus();
  const props = { bus, site: { ...site, ...overrides }, visitor, csrfToken: 'tok', props: {} } as unknown as IslandProps;
  const trigger = document.createElement('a');
  trigger.href = '/login';
  trigger.textContent = 'Log in';
  document.body.append(trigger);
  trigger.focus();
  render(<AuthDialogs {...props} />);
  const open = (payload: EventMessage<'auth:open'> = { type: 'login' }) => act(() => void bus.emit('auth:open', payload));
  return { bus, trigger, open };
}

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  document.body.innerHTML = '';
});

function respond(body: unknown, status = 200) {
  fetchMock.mockResolvedValueOnce({ ok: status < 400, status, json: async () => body });
}

async function submit(email = 'demo@example.com', password = 'pw') {
  fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  await act(async () => {
    fireEvent.submit(screen.getByRole('button', { name: 'Log in' }).closest('form') as HTMLFormElement);
  });
}

describe('auth dialogs island', () => {
  it('opens a labelled modal on auth:open with focus inside', () => {
    const { open } = setup();
    expect(screen.queryByRole('dialog')).toBeNull();
    open();
    const dialog = screen.getByRole('dialog', { name: 'Log in' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('never opens for a logged-in visitor', () => {
    const { open } = setup({ loggedIn: true, user: { id: 1, displayName: 'D', avatarUrl: '/a.svg', roles: ['customer'] } });
    open();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('posts form-encoded with the CSRF header and shows the server message on error:true', async () => {
    const { open } = setup();
    open();
    respond({ error: true, message: 'The e-mail address or password is incorrect.' }, 401);
    await submit();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/ajax');
    expect((init.headers as Record<string, string>)['x-csrf-token']).toBe('tok');
    expect(new URLSearchParams(String(init.body)).get('action')).toBe('site_login');
    expect(screen.getByRole('alert').textContent).toBe('The e-mail address or password is incorrect.');
    expect(screen.getByRole('button', { name: 'Log in' })).not.toHaveProperty('disabled', true);
  });

  it('clears the old error when opened again', async () => {
    const { open } = setup();
    open();
    respond({ error: true, message: 'Nope' }, 401);
    await submit();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    open();
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('closes on Escape and on the close button, returning focus to the trigger', () => {
    const { open, trigger } = setup();
    open();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('on success hides the submit button and navigates to redirecturl after 200 ms', async () => {
    jest.useFakeTimers();
    const go = jest.spyOn(navigation, 'go').mockImplementation(() => undefined);
    const { open } = setup();
    open();
    respond({ error: false, message: 'ok', redirecturl: '/offers' });
    await submit();
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
    act(() => jest.advanceTimersByTime(199));
    expect(go).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(go).toHaveBeenCalledWith('/offers');
    go.mockRestore();
    jest.useRealTimers();
  });

  it('shows the cashback notice for a default trigger', () => {
    const { open } = setup();
    open({ type: 'default', cashback: { cashbacknotice: 'Log in to earn 5%', merchant: 'Shop A', url: 'https://shop-a.test/' } });
    expect(screen.getByText('Log in to earn 5%')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Shop A' }).getAttribute('href')).toBe('https://shop-a.test/');
  });

  it('follows a custom URL instead of opening the dialog', () => {
    const go = jest.spyOn(navigation, 'go').mockImplementation(() => undefined);
    const { open } = setup(undefined, { customLoginUrl: '/custom-login' });
    open();
    expect(go).toHaveBeenCalledWith('/custom-login');
    expect(screen.queryByRole('dialog')).toBeNull();
    go.mockRestore();
  });

  it('titles the dialog per type and links register to its page', () => {
    const { open } = setup();
    open({ type: 'register' });
    expect(screen.getByRole('dialog', { name: 'Create an account' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue to the registration page' }).getAttribute('href')).toBe('/register');
  });
});
