import { html, type Html } from '@site/platform-kit/html';
import type { MenuEntry, MenuItem } from '@site/shared-contracts/platform';

/** The shell's three menus, filled with every slice's entries in their `order`. */
export type Menus = { main: MenuItem[]; top: MenuItem[]; footer: MenuItem[] };

export function sortEntries(entries: readonly MenuEntry[]): MenuItem[] {
  return [...entries].sort((a, b) => a.order - b.order).map(({ order: _order, ...item }) => item);
}

/** A flat list of links (the top-nav menu); children, if a slice gives any, nest without toggles. */
export function menuList(items: readonly MenuItem[]): Html {
  return html`<ul class="site-menu__list">${items.map(
    (item) =>
      html`<li class="site-menu__item"><a href="${item.href}">${item.label}</a>${item.children?.length ? menuList(item.children) : ''}</li>`,
  )}</ul>`;
}

/**
 * The desktop menu as an APG disclosure navigation with top-level links: each parent keeps its link and gets
 * a button that shows its submenu. Without JavaScript the submenus open on hover and focus-within (site.css);
 * the shell's menu script takes over with hover intent and the keyboard (shell/client/src/menu/).
 */
export function desktopMenu(items: readonly MenuItem[], idPrefix = 'site-menu-sub'): Html {
  return html`<ul class="site-menu__list">${items.map((item, index) => {
    const children = item.children ?? [];
    if (!children.length) return html`<li class="site-menu__item"><a href="${item.href}">${item.label}</a></li>`;
    const id = `${idPrefix}-${index}`;
    return html`<li class="site-menu__item site-menu__item--parent"><a href="${item.href}">${item.label}</a><button type="button" class="site-menu__toggle" aria-expanded="false" aria-controls="${id}" aria-label="${`${item.label} submenu`}"></button><div class="site-menu__sub" id="${id}">${desktopMenu(children, id)}</div></li>`;
  })}</ul>`;
}

/**
 * Spec 2.4: the off-canvas menu is assembled from the header's menus without duplicates. An entry whose
 * address is already listed is left out; the first one wins, so the main menu's 'Shop' with its categories
 * stays and the top-nav menu's plain 'Shop' goes.
 */
export function offCanvasItems(...menus: readonly (readonly MenuItem[])[]): MenuItem[] {
  const seen = new Set<string>();
  const keep = (items: readonly MenuItem[]): MenuItem[] =>
    items.flatMap((item) => {
      if (seen.has(item.href)) return [];
      seen.add(item.href);
      const children = item.children?.length ? keep(item.children) : [];
      return [children.length ? { ...item, children } : { label: item.label, href: item.href }];
    });
  return menus.flatMap((menu) => keep(menu));
}

/**
 * The off-canvas list: a toggle arrow on every parent and, first in each submenu, the 'back' entry. Without
 * JavaScript the toggles and back entries are hidden and every level shows indented (site.css); the menu
 * script makes each submenu a drill-down level.
 */
export function offCanvasList(items: readonly MenuItem[], backLabel: string, idPrefix = 'site-oc-sub'): Html {
  return html`<ul class="site-oc__list">${items.map((item, index) => {
    const children = item.children ?? [];
    if (!children.length) return html`<li class="site-oc__item"><a href="${item.href}">${item.label}</a></li>`;
    const id = `${idPrefix}-${index}`;
    return html`<li class="site-oc__item site-oc__item--parent"><a href="${item.href}">${item.label}</a><button type="button" class="site-oc__toggle" aria-expanded="false" aria-controls="${id}" aria-label="${`${item.label} submenu`}"></button><div class="site-oc__sub" id="${id}" role="group" aria-label="${item.label}"><button type="button" class="site-oc__back">${backLabel}</button>${offCanvasList(children, backLabel, id)}</div></li>`;
  })}</ul>`;
}
