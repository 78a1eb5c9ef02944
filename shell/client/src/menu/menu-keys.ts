import { isOpen, isRtl, levelItems, PARENT, SUB, subOf, toggleOf } from './menu-dom';

type SetOpen = (item: HTMLElement, open: boolean) => void;

/**
 * The desktop menu's keys (APG disclosure navigation): Down/Up on a toggle (or on a parent's link) opens its
 * submenu at the first/last item, and inside a submenu move between its items; Left/Right move along the top
 * level, open a nested submenu (forward) or close it (back), mirrored in right-to-left pages; Home/End jump
 * within a level; Escape closes the submenu holding focus and puts focus on its toggle. Enter and Space are
 * the buttons' own.
 */
export function menuKeys(nav: HTMLElement, setOpen: SetOpen): (event: KeyboardEvent) => void {
  const focusIn = (item: HTMLElement, last = false) => {
    setOpen(item, true);
    const sub = subOf(item);
    const items = sub ? levelItems(nav, sub) : [];
    (last ? items[items.length - 1] : items[0])?.focus();
  };
  const move = (from: HTMLElement, group: HTMLElement | null, step: number | 'first' | 'last') => {
    const items = levelItems(nav, group);
    const index = items.indexOf(from);
    const next =
      step === 'first' ? 0 : step === 'last' ? items.length - 1 : (index + step + items.length) % items.length;
    items[next]?.focus();
  };

  return (event) => {
    const target = event.target as HTMLElement;
    const item = target.closest<HTMLElement>('.site-menu__item');
    if (!item) return;
    const group = item.parentElement?.closest<HTMLElement>(SUB) ?? null;
    const parent = item.matches(PARENT) ? item : null;
    const forward = isRtl(nav) ? 'ArrowLeft' : 'ArrowRight';
    const back = isRtl(nav) ? 'ArrowRight' : 'ArrowLeft';
    let handled = true;
    if (event.key === 'Escape') {
      const owner = parent && isOpen(parent) ? parent : group?.parentElement;
      if (owner instanceof HTMLElement && owner.matches(PARENT)) {
        setOpen(owner, false);
        toggleOf(owner)?.focus();
      } else handled = false;
    } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && parent && !group) {
      focusIn(parent, event.key === 'ArrowUp');
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (group) move(target, group, event.key === 'ArrowDown' ? 1 : -1);
      else handled = false;
    } else if (event.key === forward || event.key === back) {
      if (!group) move(target, null, event.key === forward ? 1 : -1);
      else if (event.key === forward && parent) focusIn(parent);
      else if (event.key === back && group.parentElement?.parentElement?.closest(SUB)) {
        const owner = group.parentElement as HTMLElement;
        setOpen(owner, false);
        toggleOf(owner)?.focus();
      } else handled = false;
    } else if (event.key === 'Home' || event.key === 'End') {
      move(target, group, event.key === 'Home' ? 'first' : 'last');
    } else handled = false;
    if (handled) event.preventDefault();
  };
}
