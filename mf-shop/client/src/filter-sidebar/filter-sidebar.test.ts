import { createLayerStack } from '@site/platform-kit/layers';
import { createFilterSidebar } from './filter-sidebar';

const markup = `<a id="trigger" href="#shop-filters" aria-controls="shop-filters">Filters</a>
<main id="products"><a href="/shop/p/1">Product</a></main>
<aside id="shop-filters" class="shop-filters"><a class="shop-filters__overlay" href="#shop-products" tabindex="-1"></a>
<div class="shop-filters__panel"><h2 id="shop-filters-title">Filter products</h2>
<a class="shop-filters__close" href="#shop-products" aria-label="Close filters">×</a>
<form><input name="min_price"><button type="submit">Apply filters</button></form></div></aside>`;

// Every stack and sidebar a test makes, taken down after it: a stack left behind would still take Escape.
const made: { destroy(): void }[] = [];
afterEach(() => made.splice(0).forEach((item) => item.destroy()));

let narrowScreen = false;
const realMatchMedia = window.matchMedia;
beforeAll(() => {
  // The stack's own test of the width, for its history entries: wide unless a test of Back says otherwise, so
  // no test leaves a step back over an entry running into the next one.
  window.matchMedia = ((query: string) => ({ matches: narrowScreen && query === '(max-width: 1023px)' })) as never;
});
afterAll(() => {
  window.matchMedia = realMatchMedia;
});
beforeEach(() => {
  narrowScreen = false;
  window.history.replaceState({ page: 1 }, '', '/shop');
});

function setup(matches = true) {
  document.body.innerHTML = markup;
  const listeners: ((event: { matches: boolean }) => void)[] = [];
  const narrow = {
    matches,
    addEventListener: (_: string, listener: (event: { matches: boolean }) => void) => listeners.push(listener),
    removeEventListener: jest.fn(),
  } as unknown as MediaQueryList;
  const root = document.getElementById('shop-filters') as HTMLElement;
  const trigger = document.getElementById('trigger') as HTMLElement;
  trigger.focus();
  const layers = createLayerStack(window);
  const sidebar = createFilterSidebar(root, narrow, layers);
  made.push(sidebar, layers);
  const panel = root.querySelector('.shop-filters__panel') as HTMLElement;
  const widen = () => {
    (narrow as { matches: boolean }).matches = false;
    listeners.forEach((l) => l({ matches: false }));
  };
  return { root, trigger, sidebar, panel, widen, layers };
}

const isOpen = (root: HTMLElement) => root.classList.contains('shop-filters--open');
const locked = () => document.documentElement.classList.contains('shell-scroll-locked');
const popstate = () => new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
const escape = (target: Element) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));

describe('the mobile filter sidebar', () => {
  it('opens as a modal layer with focus on its close button, the page behind inert and still', () => {
    const { root, trigger, sidebar, panel, layers } = setup();
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    sidebar.open();
    expect(isOpen(root)).toBe(true);
    expect(layers.topModal()).toBe('shop:filter-sidebar');
    expect(panel.getAttribute('role')).toBe('dialog');
    expect(panel.getAttribute('aria-modal')).toBe('true');
    expect(panel.getAttribute('aria-labelledby')).toBe('shop-filters-title');
    expect(document.activeElement?.className).toBe('shop-filters__close');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect((document.getElementById('products') as HTMLElement).inert).toBe(true);
    expect(locked()).toBe(true);
  });

  it.each([
    ['Escape', (root: HTMLElement) => escape(root.querySelector('.shop-filters__close') as HTMLElement)],
    ['the overlay', (root: HTMLElement) => (root.querySelector('.shop-filters__overlay') as HTMLElement).click()],
    ['the close button', (root: HTMLElement) => (root.querySelector('.shop-filters__close') as HTMLElement).click()],
  ])('closes on %s and gives focus back to the trigger', (_, close) => {
    const { root, trigger, sidebar, panel, layers } = setup();
    sidebar.open();
    close(root);
    expect(isOpen(root)).toBe(false);
    expect(layers.layers()).toEqual([]);
    expect(panel.hasAttribute('role')).toBe(false);
    expect(document.activeElement).toBe(trigger);
    expect((document.getElementById('products') as HTMLElement).inert).toBe(false);
    expect(locked()).toBe(false);
  });

  it('keeps Tab inside while on top: past the last control back to the first', () => {
    const { sidebar, panel } = setup();
    sidebar.open();
    (panel.querySelector('button') as HTMLElement).focus();
    const tab = new KeyboardEvent('keydown', { key: 'Tab', cancelable: true });
    document.dispatchEvent(tab);
    expect(tab.defaultPrevented).toBe(true);
    expect(document.activeElement?.className).toBe('shop-filters__close');
  });

  it('leaves Escape, the overlay and Tab to a modal layer opened above it', () => {
    const { root, sidebar, layers } = setup();
    sidebar.open();
    const popup = document.createElement('div');
    popup.innerHTML = '<button>OK</button>';
    document.body.append(popup);
    const dismiss = jest.fn(() => false);
    layers.open({ id: 'popups:builder-1', element: popup, modal: true, dismiss });
    (popup.querySelector('button') as HTMLElement).focus();
    escape(popup);
    (root.querySelector('.shop-filters__overlay') as HTMLElement).click();
    const tab = new KeyboardEvent('keydown', { key: 'Tab', cancelable: true });
    document.dispatchEvent(tab);
    expect(dismiss).toHaveBeenCalledWith('escape');
    expect(isOpen(root)).toBe(true);
    expect(tab.defaultPrevented).toBe(false);
  });

  it('is no dialog on a wide screen, and closes when the window widens', () => {
    const wide = setup(false);
    wide.sidebar.open();
    expect(isOpen(wide.root)).toBe(false);
    const { root, sidebar, widen } = setup(true);
    sidebar.open();
    widen();
    expect(isOpen(root)).toBe(false);
  });
});

describe("the mobile filter sidebar and the phone's Back", () => {
  beforeEach(() => {
    narrowScreen = true;
  });

  it('has a history entry below 1024 px, and Back closes it without leaving the page', async () => {
    const { root, trigger, sidebar } = setup();
    sidebar.open();
    expect(window.history.state).toEqual({ page: 1, shellLayer: 'shop:filter-sidebar' });
    window.history.back();
    await popstate();
    expect(isOpen(root)).toBe(false);
    expect(window.location.pathname).toBe('/shop');
    expect(document.activeElement).toBe(trigger);
  });

  it('goes back over its entry when closed otherwise, and pushes none from 1024 px', async () => {
    const { root, sidebar } = setup();
    sidebar.open();
    (root.querySelector('.shop-filters__close') as HTMLElement).click();
    await popstate();
    expect(window.history.state).toEqual({ page: 1 });
    narrowScreen = false;
    sidebar.open();
    expect(isOpen(root)).toBe(true);
    expect(window.history.state).toEqual({ page: 1 });
  });
});
