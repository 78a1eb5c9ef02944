import { html, type Html } from '@site/platform-kit/html';
import type { MenuEntry, MenuItem } from '@site/shared-contracts/platform';

/** The shell's three menus, filled with every slice's entries in their `order`. */
export type Menus = { main: MenuItem[]; top: MenuItem[]; footer: MenuItem[] };

export function sortEntries(entries: readonly MenuEntry[]): MenuItem[] {
  return [...entries].sort((a, b) => a.order - b.order).map(({ order: _order, ...item }) => item);
}

/** Nested lists; submenus open on hover and focus-within without JavaScript (site.css). */
export function menuList(items: readonly MenuItem[]): Html {
  return html`<ul class="site-menu__list">${items.map(
    (item) =>
      html`<li class="${item.children?.length ? 'site-menu__item site-menu__item--parent' : 'site-menu__item'}"><a href="${item.href}">${item.label}</a>${item.children?.length ? menuList(item.children) : ''}</li>`,
  )}</ul>`;
}
