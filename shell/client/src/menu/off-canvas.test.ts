import { createLayerStack, type OwnedLayerStack } from '@site/platform-kit/layers';
import { createOffCanvas, type OffCanvas } from './off-canvas';
import { key, OFF_CANVAS } from './test-markup';

// Every stack and menu a test makes, taken down after it: a stack left behind would still take Escape.
const made: (OwnedLayerStack | OffCanvas)[] = [];
afterEach(() => made.splice(0).forEach((item) => item.destroy()));

function setup(matches = true) {
  document.body.innerHTML = OFF_CANVAS;
  const listeners: ((event: { matches: boolean }) => void)[] = [];
  const narrow = {
    matches,
    addEventListener: (_: string, listener: (event: { matches: boolean }) => void) => listeners.push(listener),
    removeEventListener: jest.fn(),
  } as unknown as MediaQueryList;
  const closed = jest.fn();
  const root = document.getElementById('site-offcanvas') as HTMLElement;
  const layers = createLayerStack(window);
  const menu = createOffCanvas(root, narrow, layers, closed);
  made.push(menu, layers);
  const burger = document.getElementById('burger') as HTMLElement;
  const q = (selector: string) => document.querySelector(selector) as HTMLElement;
  const panel = q('.site-offcanvas__panel');
  const isOpen = () => root.classList.contains('site-offcanvas--open');
  const widen = () => listeners.forEach((listener) => listener({ matches: false }));
  burger.focus();
  return { root, menu, burger, q, panel, isOpen, closed, widen, layers };
}

describe('the off-canvas menu (spec 2.4)', () => {
  it('opens as a modal layer of the page: page behind inert and not scrolling, focus on the close button', () => {
    const { menu, burger, q, panel, isOpen, layers } = setup();
    menu.open(burger);
    expect(isOpen()).toBe(true);
    expect(layers.topModal()).toBe('shell:off-canvas');
    expect(panel.getAttribute('role')).toBe('dialog');
    expect(panel.getAttribute('aria-modal')).toBe('true');
    expect(burger.getAttribute('aria-expanded')).toBe('true');
    expect(q('header').inert).toBe(true);
    expect(q('main').inert).toBe(true);
    expect(document.documentElement.classList.contains('shell-scroll-locked')).toBe(true);
    expect(document.activeElement).toBe(q('.site-offcanvas__close'));
  });

  it.each([
    ['the overlay', (q: (s: string) => HTMLElement) => q('.site-offcanvas__overlay').click()],
    ['the close button', (q: (s: string) => HTMLElement) => q('.site-offcanvas__close').click()],
    ['Space on the close button', (q: (s: string) => HTMLElement) => key(q('.site-offcanvas__close'), ' ')],
    [
      'Escape (the open level first, then the menu)',
      (q: (s: string) => HTMLElement) => {
        key(q('.site-offcanvas__close'), 'Escape');
        key(q('.site-offcanvas__close'), 'Escape');
      },
    ],
  ])('closes on %s with every submenu, focus back on the burger, and tells the bus', (_, close) => {
    const { menu, burger, q, isOpen, closed, layers } = setup();
    menu.open(burger);
    q('.site-oc__toggle').click();
    close(q);
    expect(layers.layers()).toEqual([]);
    expect(isOpen()).toBe(false);
    expect(q('.site-oc__sub').classList.contains('site-oc__sub--open')).toBe(false);
    expect(q('.site-oc__toggle').getAttribute('aria-expanded')).toBe('false');
    expect(q('main').inert).toBe(false);
    expect(document.documentElement.classList.contains('shell-scroll-locked')).toBe(false);
    expect(document.activeElement).toBe(burger);
    expect(closed).toHaveBeenCalledTimes(1);
  });

  it('drills into a submenu (focus on back, the level below inert) and back out (focus on the arrow)', () => {
    const { menu, burger, q } = setup();
    menu.open(burger);
    const toggle = q('.site-oc__toggle');
    toggle.click();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(q('.site-oc__sub').classList.contains('site-oc__sub--open')).toBe(true);
    expect(document.activeElement).toBe(q('.site-oc__back'));
    expect(q('a[href="/offers"]').parentElement?.inert).toBe(true);
    expect(q('a[href="/shop"]').inert).toBe(true);
    q('.site-oc__back').click();
    expect(q('.site-oc__sub').classList.contains('site-oc__sub--open')).toBe(false);
    expect(q('a[href="/offers"]').parentElement?.inert).toBe(false);
    expect(document.activeElement).toBe(toggle);
  });

  it('keeps Tab inside, and Escape in a submenu goes back a level first', () => {
    const { menu, burger, q, isOpen } = setup();
    menu.open(burger);
    q('a[href="/offers"]').focus();
    expect(key(q('a[href="/offers"]'), 'Tab').defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(q('.site-offcanvas__close'));
    q('.site-oc__toggle').click();
    key(q('.site-oc__back'), 'Escape');
    expect(isOpen()).toBe(true);
    expect(q('.site-oc__sub').classList.contains('site-oc__sub--open')).toBe(false);
  });

  it('toggles, never opens on a wide screen, and closes when the window widens past 1023 px', () => {
    const wide = setup(false);
    wide.menu.open();
    expect(wide.isOpen()).toBe(false);
    const { menu, isOpen, widen } = setup(true);
    menu.toggle();
    expect(isOpen()).toBe(true);
    widen();
    expect(isOpen()).toBe(false);
    menu.toggle();
    menu.toggle();
    expect(isOpen()).toBe(false);
  });

  it('stays open under a modal layer opened above it: that layer takes Escape, and Tab is no longer trapped', () => {
    const { menu, burger, q, isOpen, layers } = setup();
    menu.open(burger);
    document.body.insertAdjacentHTML('beforeend', '<div id="popup"><button id="in-popup">OK</button></div>');
    const popup = document.getElementById('popup') as HTMLElement;
    const dismiss = jest.fn(() => false);
    layers.open({ id: 'popups:builder-1', element: popup, modal: true, dismiss });
    expect(q('#site-offcanvas').inert).toBe(true);
    q('#in-popup').focus();
    expect(key(q('#in-popup'), 'Tab').defaultPrevented).toBe(false);
    key(q('#in-popup'), 'Escape');
    expect(dismiss).toHaveBeenCalledWith('escape');
    expect(isOpen()).toBe(true);
  });

  it("closes on the phone's Back (its history entry), and going back over the entry when closed otherwise", async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = (() => ({ matches: true })) as never;
    try {
      window.history.replaceState({ page: 1 }, '');
      const { menu, burger, q, isOpen, closed } = setup();
      menu.open(burger);
      expect(window.history.state).toEqual({ page: 1, shellLayer: 'shell:off-canvas' });
      q('.site-oc__toggle').click();
      const popstate = () => new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
      window.history.back();
      await popstate();
      expect(isOpen()).toBe(false);
      expect(closed).toHaveBeenCalledTimes(1);
      expect(document.activeElement).toBe(burger);
      menu.open(burger);
      q('.site-offcanvas__close').click();
      await popstate();
      expect(window.history.state).toEqual({ page: 1 });
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});
