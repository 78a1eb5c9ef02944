import type { ShellHost } from '../host-api';
import { startLoader } from './start-loader';

function hostStub(overrides: Partial<ShellHost> = {}) {
  const host: ShellHost = {
    mount: jest.fn(async () => true),
    emit: jest.fn(async () => true),
    ...overrides,
  };
  return { host, loadHost: jest.fn(async () => host) };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('page loader', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <div data-island="mf-search/search-box" data-mount="interaction"><input id="q"></div>
      <div data-island="mf-auth/auth-dialogs" data-mount="event" data-events="auth:open"></div>
      <a href="/login" data-bus-event="auth:open" data-bus-payload='{"action":"login"}'>Log in</a>`;
  });

  it('loads nothing while no island is needed, and arms every placeholder', () => {
    const { loadHost } = hostStub();
    startLoader(document, loadHost, jest.fn());
    expect(loadHost).not.toHaveBeenCalled();
    expect([...document.querySelectorAll<HTMLElement>('[data-island]')].map((e) => e.dataset.islandState)).toEqual([
      'armed',
      'armed',
    ]);
  });

  it('loads the host when a strategy fires and hands it the placeholder', async () => {
    const { host, loadHost } = hostStub();
    startLoader(document, loadHost, jest.fn());
    (document.getElementById('q') as HTMLInputElement).focus();
    await flush();
    expect(loadHost).toHaveBeenCalledTimes(1);
    expect(host.mount).toHaveBeenCalledWith(document.querySelector('[data-island="mf-search/search-box"]'));
  });

  it('holds the click that reaches an interaction island before the host mounted it, and replays it once', async () => {
    document.body.innerHTML = `<div data-island="mf-content/loop-filter" data-mount="interaction"><a id="chip" href="/blog?c=news">News</a></div>`;
    const element = document.querySelector<HTMLElement>('[data-island]') as HTMLElement;
    const chip = document.getElementById('chip') as HTMLAnchorElement;
    const taken: boolean[] = [];
    const { host, loadHost } = hostStub({
      mount: jest.fn(async () => {
        // What the mounter and a loop-filter island do: mark it mounted, take clicks on its links in place.
        element.dataset.islandState = 'mounted';
        element.addEventListener('click', (e) => {
          taken.push(e.defaultPrevented);
          e.preventDefault();
        });
        return true;
      }),
    });
    startLoader(document, loadHost, jest.fn());
    chip.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    chip.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(true);
    await flush();
    expect(host.mount).toHaveBeenCalledTimes(1);
    expect(taken).toEqual([false]);
  });

  it('a trigger click emits through the host instead of navigating', async () => {
    // A document of its own: the click listeners of the other tests' loaders stay on the global one.
    const doc = document.implementation.createHTMLDocument('');
    doc.body.innerHTML = document.body.innerHTML;
    const { host, loadHost } = hostStub();
    startLoader(doc, loadHost, jest.fn());
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    doc.querySelector('a')?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await flush();
    expect(host.emit).toHaveBeenCalledWith('auth:open', { action: 'login' });
  });

  it('a host that fails to load is logged once and marks the islands it was asked for as failed', async () => {
    const doc = document.implementation.createHTMLDocument('');
    doc.body.innerHTML = `
      <div data-island="mf-shop/side-cart" data-mount="eager"></div>
      <div data-island="mf-popups/popup-host" data-mount="eager"></div>
      <div data-island="mf-auth/auth-dialogs" data-mount="event" data-events="auth:open"></div>`;
    const log = jest.fn();
    const loadHost = jest.fn(() => Promise.reject(new Error('/assets/shell/shell-host.js failed to load')));
    startLoader(doc, loadHost, log);
    await flush();
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(
      '[shell] the island host failed to load; islands stay as server markup',
      expect.any(Error),
    );
    expect([...doc.querySelectorAll<HTMLElement>('[data-island]')].map((e) => e.dataset.islandState)).toEqual([
      'failed',
      'failed',
      'armed',
    ]);
  });

  it('a host that fails to load lets the held click do what it does without JavaScript', async () => {
    const doc = document.implementation.createHTMLDocument('');
    doc.body.innerHTML = `<div data-island="mf-shop/add-to-cart" data-mount="interaction"><a id="more" href="/cart">Cart</a></div>`;
    startLoader(
      doc,
      jest.fn(() => Promise.reject(new Error('offline'))),
      jest.fn(),
    );
    const link = doc.getElementById('more') as HTMLAnchorElement;
    link.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    const followed: boolean[] = [];
    doc.addEventListener('click', (e) => {
      followed.push(e.defaultPrevented);
      e.preventDefault(); // jsdom cannot navigate
    });
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    expect(followed).toEqual([]);
    await flush();
    expect(followed).toEqual([false]);
  });
});
