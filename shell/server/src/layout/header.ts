import { html, type Html } from '@site/platform-kit/html';
import type { SiteConfig } from '@site/shared-contracts/platform';
import type { LayoutSettings } from './layout-settings';
import { desktopMenu, menuList, offCanvasItems, offCanvasList, type Menus } from './menus';
import type { Slots } from './slots';

/** The off-canvas panel's id: the burger's `href` (its no-JavaScript `:target`) and `aria-controls`. */
export const OFF_CANVAS_ID = 'site-offcanvas';
/** A fragment no element has: following it leaves `:target`, closing the no-JS panel without scrolling. */
const CLOSED_HASH = '#site-menu-closed';

/**
 * Spec 2.4 header frame, sticky at the top: the top-nav menu (desktop), a row with the off-canvas button, the
 * logo and the search, account and cart slots (on narrow screens the mobile header: the account and cart cells
 * become icons, the logo offset 55 px from the start edge), and the desktop menu. The shell owns the frame and
 * the slot order; each slot holds the markup of the slice that fills it.
 */
export function header(site: SiteConfig, menus: Menus, slots: Slots): Html {
  return html`<header class="site-header" id="site-header"><div class="site-topbar"><nav aria-label="Top">${menuList(menus.top)}</nav></div><div class="site-header__main"><a class="site-burger" href="${`#${OFF_CANVAS_ID}`}" role="button" aria-controls="${OFF_CANVAS_ID}" aria-expanded="false" aria-haspopup="dialog"><span class="site-burger__icon" aria-hidden="true"></span><span class="site-visually-hidden">Menu</span></a><a class="site-logo" href="/">${site.siteName}</a><div class="site-header__search">${slots.headerSearch}</div><div class="site-header__account">${slots.headerAccount}</div><div class="site-header__cart">${slots.headerCart}</div></div><nav aria-label="Main" class="site-menu" id="site-menu">${desktopMenu(menus.main)}</nav></header>`;
}

/**
 * The mobile off-canvas menu (spec 2.4), outside the header so it covers the whole page: a real overlay
 * element (a click lands on it, never on the page below), a close control and the menus without duplicates.
 * Without JavaScript it opens as the burger's `:target`; the shell's menu script makes it a modal dialog.
 */
export function offCanvas(menus: Menus, layout: LayoutSettings): Html {
  const items = offCanvasItems(menus.main, menus.top);
  return html`<div class="site-offcanvas" id="${OFF_CANVAS_ID}"><a class="site-offcanvas__overlay" href="${CLOSED_HASH}" tabindex="-1" aria-hidden="true"></a><div class="site-offcanvas__panel" aria-labelledby="site-offcanvas-title"><div class="site-offcanvas__head"><p class="site-offcanvas__title" id="site-offcanvas-title">Menu</p><a class="site-offcanvas__close" href="${CLOSED_HASH}" role="button" aria-label="Close menu"></a></div><nav aria-label="Mobile">${offCanvasList(items, layout.backLabel)}</nav></div></div>`;
}
