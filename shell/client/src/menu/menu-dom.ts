/** Reading the shell's menu markup (shell/server/src/layout/menus.ts), shared by the desktop menu and its keys. */
export const SUB = '.site-menu__sub';
export const PARENT = '.site-menu__item--parent';

export const toggleOf = (item: Element): HTMLButtonElement | null =>
  item.querySelector<HTMLButtonElement>(':scope > .site-menu__toggle');
export const subOf = (item: Element): HTMLElement | null => item.querySelector<HTMLElement>(`:scope > ${SUB}`);
export const isOpen = (item: Element): boolean => toggleOf(item)?.getAttribute('aria-expanded') === 'true';

/** The links and toggles of one level: the top level (`group` null) or one submenu, not its nested ones. */
export function levelItems(nav: HTMLElement, group: HTMLElement | null): HTMLElement[] {
  const scope = group ?? nav;
  return [...scope.querySelectorAll<HTMLElement>('a[href], .site-menu__toggle')].filter(
    (element) => element.parentElement?.closest(SUB) === group || (group === null && !element.closest(SUB)),
  );
}

export const isRtl = (element: Element): boolean =>
  (element.ownerDocument.defaultView ?? window).getComputedStyle(element).direction === 'rtl';
