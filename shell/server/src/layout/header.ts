import { html, type Html } from '@site/platform-kit/html';
import type { SiteConfig } from '@site/shared-contracts/platform';
import { menuList, type Menus } from './menus';
import type { Slots } from './slots';

/**
 * Spec 2.4 header frame: the top-nav menu and the account slot, the mobile off-canvas menu, the logo,
 * the search and cart slots, and the desktop menu. The shell owns the frame and the slot order; each
 * slot holds the markup of the slice that fills it.
 */
export function header(site: SiteConfig, menus: Menus, slots: Slots): Html {
  return html`<header class="site-header"><div class="site-topbar"><nav aria-label="Top">${menuList(menus.top)}</nav><div class="site-header__account">${slots.headerAccount}</div></div><div class="site-header__main"><details class="site-offcanvas"><summary aria-label="Menu">☰</summary><nav aria-label="Mobile">${menuList([...menus.main, ...menus.top])}</nav></details><a class="site-logo" href="/">${site.siteName}</a><div class="site-header__search">${slots.headerSearch}</div><div class="site-header__cart">${slots.headerCart}</div></div><nav aria-label="Main" class="site-menu">${menuList(menus.main)}</nav></header>`;
}
