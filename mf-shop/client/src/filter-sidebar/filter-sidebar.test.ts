import { createFilterSidebar } from './filter-sidebar';

const markup = `<a id="trigger" href="#shop-filters" aria-controls="shop-filters">Filters</a>
<aside id="shop-filters" class="shop-filters"><a class="shop-filters__overlay" href="#shop-products" tabindex="-1"></a>
<div class="shop-filters__panel"><h2 id="shop-filters-title">Filter products</h2>
<a class="shop-filters__close" href="#shop-products" aria-label="Close filters">×</a>
<form><input name="min_price"><button type="submit">Apply filters</button></form></div></aside>`;

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
  const sidebar = createFilterSidebar(root, narrow);
  const panel = root.querySelector('.shop-filters__panel') as HTMLElement;
  const widen = () => {
    (narrow as { matches: boolean }).matches = false;
    listeners.forEach((l) => l({ matches: false }));
  };
  return { root, trigger, sidebar, panel, widen };
}

const isOpen = (root: HTMLElement) => root.classList.contains('shop-filters--open');

describe('the mobile filter sidebar', () => {
  it('opens as a modal dialog with focus on its close button, the trigger marked expanded', () => {
    const { root, trigger, sidebar, panel } = setup();
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    sidebar.open();
    expect(isOpen(root)).toBe(true);
    expect(panel.getAttribute('role')).toBe('dialog');
    expect(panel.getAttribute('aria-modal')).toBe('true');
    expect(panel.getAttribute('aria-labelledby')).toBe('shop-filters-title');
    expect(document.activeElement?.className).toBe('shop-filters__close');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(document.documentElement.classList.contains('shop-filters-locked')).toBe(true);
  });

  it.each([
    [
      'Escape',
      (root: HTMLElement) => root.ownerDocument.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })),
    ],
    ['the overlay', (root: HTMLElement) => (root.querySelector('.shop-filters__overlay') as HTMLElement).click()],
    ['the close button', (root: HTMLElement) => (root.querySelector('.shop-filters__close') as HTMLElement).click()],
  ])('closes on %s and gives focus back to the trigger', (_, close) => {
    const { root, trigger, sidebar, panel } = setup();
    sidebar.open();
    close(root);
    expect(isOpen(root)).toBe(false);
    expect(panel.hasAttribute('role')).toBe(false);
    expect(document.activeElement).toBe(trigger);
    expect(document.documentElement.classList.contains('shop-filters-locked')).toBe(false);
  });

  it('keeps Tab inside while open: past the last control back to the first', () => {
    const { sidebar, panel } = setup();
    sidebar.open();
    (panel.querySelector('button') as HTMLElement).focus();
    const tab = new KeyboardEvent('keydown', { key: 'Tab', cancelable: true });
    document.dispatchEvent(tab);
    expect(tab.defaultPrevented).toBe(true);
    expect(document.activeElement?.className).toBe('shop-filters__close');
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
