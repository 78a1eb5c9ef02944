import { act, fireEvent, render, screen } from '@testing-library/react';
import type {
  EventBus,
  EventMessage,
  EventName,
  IslandProps,
  SiteConfig,
  VisitorState,
} from '@site/shared-contracts/platform';
import { createLayerStack, type OwnedLayerStack } from '@site/platform-kit/layers';
import { AuthDialogs } from '../auth-dialogs';

type Handler = (payload: unknown) => void;

/** A minimal bus: the real one validates payloads; these tests send valid ones. */
export function fakeBus(): EventBus {
  const handlers = new Map<string, Set<Handler>>();
  return {
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
}

export const testSite: SiteConfig = {
  siteName: 'Test',
  siteUrl: 'http://localhost',
  restBase: '/api/',
  ajaxUrl: '/api/ajax',
  customLoginUrl: null,
  currency: { symbol: '€', position: 'right', decimalSeparator: ',', thousandSeparator: '.' },
  dateFormat: 'j F Y',
  locale: 'en',
  timeZone: 'UTC',
};

export const loggedIn: VisitorState = {
  loggedIn: true,
  user: { id: 1, displayName: 'D', avatarUrl: '/a.svg', roles: ['customer'] },
};

// Every stack a test makes, destroyed after it: a stack left behind keeps its Escape listener and its layers,
// and would take the next test's Escape for a dialog that is gone.
const stacks: OwnedLayerStack[] = [];
afterEach(() => stacks.splice(0).forEach((stack) => stack.destroy()));

/** Render the island with a focused trigger link in the page, as the shell would, on a real layer stack. */
export function setup(visitor: VisitorState = { loggedIn: false }, overrides: Partial<SiteConfig> = {}) {
  const bus = fakeBus();
  const layers = createLayerStack(window);
  stacks.push(layers);
  const props = {
    bus,
    site: { ...testSite, ...overrides },
    visitor,
    csrfToken: 'tok',
    layers,
    props: {},
  } as unknown as IslandProps;
  const trigger = document.createElement('a');
  trigger.href = '/login';
  trigger.textContent = 'Log in';
  document.body.append(trigger);
  trigger.focus();
  render(<AuthDialogs {...props} />);
  const open = (payload: EventMessage<'auth:open'> = { type: 'login' }) =>
    act(() => void bus.emit('auth:open', payload));
  return { bus, trigger, open, layers };
}

export const fetchMock = jest.fn();

/** Fresh fetch mock and page per test; captcha GETs answer with a challenge unless a test says otherwise. */
export function installFetch(): void {
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url: string) => {
      if (url === '/api/auth/captcha')
        return { ok: true, status: 200, json: async () => challenge(`tok-${fetchMock.mock.calls.length}`) };
      throw new Error(`unexpected fetch ${url}`);
    });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    document.body.innerHTML = '';
  });
}

export function challenge(token: string) {
  return {
    token: token.padEnd(32, 'x'),
    kind: 'picture',
    image: `data:image/svg+xml;base64,${btoa(`<svg id="${token}"/>`)}`,
  };
}

/** The next AJAX POST answers with this body. */
export function respond(body: unknown, status = 200): void {
  fetchMock.mockImplementationOnce(async () => ({ ok: status < 400, status, json: async () => body }));
}

/** The AJAX POSTs made so far (not the captcha fallback's), as parsed form bodies. */
export function ajaxPosts(): URLSearchParams[] {
  return fetchMock.mock.calls
    .filter(([url, init]) => url === testSite.ajaxUrl && (init as RequestInit | undefined)?.method === 'POST')
    .map(([, init]) => new URLSearchParams(String((init as RequestInit).body)));
}

export function fill(label: string, value: string): void {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

export async function submitForm(buttonName: string): Promise<void> {
  await act(async () => {
    fireEvent.submit(screen.getByRole('button', { name: buttonName }).closest('form') as HTMLFormElement);
  });
}

/** Let pending promise callbacks (fetch mocks) settle inside act. */
export async function settle(): Promise<void> {
  await act(async () => {
    await Promise.resolve();
  });
}
