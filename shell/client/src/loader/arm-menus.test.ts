import type { StartedMenus } from '../menu/start-menus';
import { armMenus } from './arm-menus';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(load: () => Promise<StartedMenus>) {
  document.documentElement.className = '';
  document.body.innerHTML =
    '<header id="site-header"><a id="burger" href="#site-offcanvas" aria-controls="site-offcanvas">Menu</a><nav><a id="shop" href="/shop">Shop</a></nav></header>';
  const log = jest.fn();
  armMenus(document, load, log);
  return { log, burger: document.getElementById('burger') as HTMLAnchorElement };
}

function fakeMenus() {
  const offCanvas = { open: jest.fn(), close: jest.fn(), toggle: jest.fn(), destroy: jest.fn() };
  return { reached: jest.fn(), offCanvas };
}

describe('armMenus (the page loader part)', () => {
  it('hands submenus to the script at once, and loads it once, on the first reach of the header', async () => {
    const menus = fakeMenus();
    const load = jest.fn(async () => menus);
    setup(load);
    expect(document.documentElement.classList.contains('site-js')).toBe(true);
    expect(load).not.toHaveBeenCalled();
    document.getElementById('shop')?.dispatchEvent(new Event('focusin', { bubbles: true }));
    document.getElementById('shop')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(menus.reached).toHaveBeenCalledTimes(1);
  });

  it('the burger toggles the off-canvas menu instead of following its link', async () => {
    const menus = fakeMenus();
    const { burger } = setup(async () => menus);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    burger.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await settle();
    expect(menus.offCanvas.toggle).toHaveBeenCalledWith(burger);
  });

  it("answers mf-popups' shell:off-canvas link actions (open, close, toggle) and ignores anything else", async () => {
    const menus = fakeMenus();
    setup(async () => menus);
    for (const action of ['open', 'close', 'toggle', 'explode']) {
      document.dispatchEvent(new CustomEvent('shell:off-canvas', { detail: { action } }));
    }
    document.dispatchEvent(new CustomEvent('shell:off-canvas'));
    await settle();
    expect(menus.offCanvas.open).toHaveBeenCalledTimes(1);
    expect(menus.offCanvas.close).toHaveBeenCalledTimes(1);
    expect(menus.offCanvas.toggle).toHaveBeenCalledTimes(1);
  });

  it('falls back to the CSS menus and the no-JS off-canvas link when the script cannot load', async () => {
    const { log } = setup(() => Promise.reject(new Error('offline')));
    document.getElementById('shop')?.dispatchEvent(new Event('focusin', { bubbles: true }));
    await settle();
    expect(document.documentElement.classList.contains('site-js')).toBe(false);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('menu script failed to load'), expect.any(Error));
  });
});
