import { hoverIntent, type HoverIntent } from './hover-intent';
import { menuKeys } from './menu-keys';
import { isOpen, isRtl, PARENT, subOf, toggleOf } from './menu-dom';

export type DesktopMenu = {
  /** The first pointer or focus event that loaded the script: a pointer already over an item starts its intent. */
  replay(event: Event): void;
  closeAll(): void;
  destroy(): void;
};

/**
 * The desktop menu (spec 2.4) as an APG disclosure navigation: each parent's toggle button shows its submenu
 * (click, Enter, Space), the arrows move between items, Escape closes and returns focus to the toggle; a
 * mouse opens submenus on hover intent. A submenu opens under its parent (nested ones beside it) and is
 * flipped to the other side when it would pass the viewport's edge. Focus or a click leaving the menu closes
 * every submenu.
 */
export function createDesktopMenu(nav: HTMLElement): DesktopMenu {
  const doc = nav.ownerDocument;
  const parents = [...nav.querySelectorAll<HTMLElement>(PARENT)];
  const intents = new Map<HTMLElement, HoverIntent>();

  function place(sub: HTMLElement): void {
    sub.classList.remove('site-menu__sub--flip');
    const box = sub.getBoundingClientRect();
    const past = isRtl(nav) ? box.left < 0 : box.right > doc.documentElement.clientWidth;
    if (past) sub.classList.add('site-menu__sub--flip');
  }

  function setOpen(item: HTMLElement, open: boolean): void {
    const toggle = toggleOf(item);
    const sub = subOf(item);
    if (!toggle || !sub || isOpen(item) === open) return;
    if (open) {
      for (const sibling of item.parentElement?.children ?? []) {
        if (sibling !== item && sibling.matches(PARENT)) setOpen(sibling as HTMLElement, false);
      }
      toggle.setAttribute('aria-expanded', 'true');
      place(sub);
    } else {
      for (const child of sub.querySelectorAll<HTMLElement>(PARENT)) setOpen(child, false);
      toggle.setAttribute('aria-expanded', 'false');
      intents.get(item)?.reset();
    }
  }

  const closeAll = () => {
    for (const item of parents) if (item.parentElement?.parentElement === nav) setOpen(item, false);
  };

  for (const item of parents) {
    intents.set(item, hoverIntent(item, { over: () => setOpen(item, true), out: () => setOpen(item, false) }));
  }
  const onClick = (event: MouseEvent) => {
    const toggle = (event.target as Element).closest<HTMLButtonElement>('.site-menu__toggle');
    const item = toggle?.parentElement;
    if (!toggle || !item) return;
    setOpen(item, !isOpen(item));
  };
  const onKey = menuKeys(nav, setOpen);
  const onFocusOut = (event: FocusEvent) => {
    if (!nav.contains(event.relatedTarget as Node | null)) closeAll();
  };
  const onDocClick = (event: MouseEvent) => {
    if (!nav.contains(event.target as Node)) closeAll();
  };
  nav.addEventListener('click', onClick);
  nav.addEventListener('keydown', onKey);
  nav.addEventListener('focusout', onFocusOut);
  doc.addEventListener('click', onDocClick);

  return {
    replay(event) {
      if (!(event instanceof MouseEvent) || (event as PointerEvent).pointerType !== 'mouse') return;
      // Outermost first, as the pointer would have entered them.
      const chain: HTMLElement[] = [];
      for (let item = (event.target as Element).closest<HTMLElement>(PARENT); item && nav.contains(item);) {
        chain.unshift(item);
        item = item.parentElement?.closest<HTMLElement>(PARENT) ?? null;
      }
      for (const item of chain) intents.get(item)?.enter(event.clientX, event.clientY);
    },
    closeAll,
    destroy() {
      closeAll();
      intents.forEach((intent) => intent.destroy());
      nav.removeEventListener('click', onClick);
      nav.removeEventListener('keydown', onKey);
      nav.removeEventListener('focusout', onFocusOut);
      doc.removeEventListener('click', onDocClick);
    },
  };
}
