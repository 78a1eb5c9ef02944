import type { MenuItem, PageData } from '@site/shared-contracts/platform';
import { renderDocument } from './document';
import { offCanvasItems } from './menus';
import type { Slots } from './slots';

const shop: MenuItem = {
  label: 'Shop',
  href: '/shop',
  children: [{ label: 'Electronics', href: '/c/e', children: [{ label: 'Cameras', href: '/c/cam' }] }],
};
const menus = {
  main: [shop, { label: 'Blog', href: '/blog', children: [{ label: 'News', href: '/c/news' }] }],
  top: [
    { label: 'Offers', href: '/offers' },
    { label: 'Shop', href: '/shop' },
    { label: 'Blog', href: '/blog' },
  ],
  footer: [],
};
const slots = { headerSearch: '', headerAccount: '', headerCart: '', overlays: '' } as unknown as Slots;
const data = {
  site: { siteName: 'DealHub', siteUrl: 'http://x', locale: 'en' },
  snapshot: {},
  visitor: { loggedIn: false },
  csrfToken: '',
} as unknown as PageData;
const render = (layout?: { direction: 'ltr' | 'rtl'; backLabel: string }) =>
  renderDocument({ page: { title: 'T', main: '<p>x</p>' }, data, menus, slots, stylesheet: '/s.css', layout });

describe('the header frame (spec 2.4)', () => {
  it('assembles the off-canvas menu from the main and top-nav menus without duplicates', () => {
    const items = offCanvasItems(menus.main, menus.top);
    expect(items.map((item) => item.label)).toEqual(['Shop', 'Blog', 'Offers']);
    expect(items[0]?.children?.[0]?.children?.[0]?.label).toBe('Cameras');
    const page = render();
    const panel = /<div class="site-offcanvas"[\s\S]*?<\/nav><\/div><\/div>/.exec(page)?.[0] ?? '';
    expect(panel.match(/href="\/shop"/g)).toHaveLength(1);
  });

  it('gives every off-canvas parent a toggle and its submenu a localised back entry', () => {
    const page = render({ direction: 'ltr', backLabel: 'Zurück' });
    const panel = /<div class="site-offcanvas"[\s\S]*$/.exec(page)?.[0] ?? '';
    expect(panel.match(/class="site-oc__toggle"/g)).toHaveLength(3);
    expect(panel.match(/<button type="button" class="site-oc__back">Zurück<\/button>/g)).toHaveLength(3);
  });

  it('renders the desktop menu as a disclosure navigation: every parent keeps its link and gets a button', () => {
    const nav = /<nav aria-label="Main"[\s\S]*?<\/nav>/.exec(render())?.[0] ?? '';
    expect(nav).toContain(
      '<a href="/shop">Shop</a><button type="button" class="site-menu__toggle" aria-expanded="false" aria-controls="site-menu-sub-0" aria-label="Shop submenu">',
    );
    expect(nav).toContain('id="site-menu-sub-0-0"');
  });

  it('sets dir="rtl" only when the layout asks for it', () => {
    expect(render()).toMatch(/^<!doctype html><html lang="en"><head>/);
    expect(render({ direction: 'rtl', backLabel: 'Back' })).toMatch(/^<!doctype html><html lang="en" dir="rtl">/);
  });
});
