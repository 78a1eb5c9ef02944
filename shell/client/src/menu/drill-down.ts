/**
 * The off-canvas menu's submenus as drill-down levels (spec 2.4): a parent's toggle arrow shows its submenu
 * over the list, with focus on the submenu's 'back' entry; 'back' returns to the parent level with focus on
 * the toggle. While a level is shown, the levels under it are inert, so Tab and screen readers stay in it.
 */
export function drillDown(root: HTMLElement) {
  const open: { toggle: HTMLElement; sub: HTMLElement; covered: HTMLElement[] }[] = [];

  function enter(toggle: HTMLElement): void {
    const sub = root.ownerDocument.getElementById(toggle.getAttribute('aria-controls') ?? '');
    const item = toggle.parentElement;
    const list = item?.parentElement;
    if (!sub || !item || !list) return;
    // The level's other entries, the parent's own link and arrow, and the level's own 'back' entry.
    const keep: Element[] = [item, sub, list];
    const covered = [...list.children, ...item.children, ...(list.parentElement?.children ?? [])].filter(
      (element): element is HTMLElement =>
        element instanceof HTMLElement && !keep.includes(element) && element.tagName !== 'NAV' && !element.inert,
    );
    for (const element of covered) element.inert = true;
    sub.classList.add('site-oc__sub--open');
    toggle.setAttribute('aria-expanded', 'true');
    open.push({ toggle, sub, covered });
    sub.querySelector<HTMLElement>('.site-oc__back')?.focus();
  }

  /** Leave the deepest level; false when none is open. */
  function back(focus = true): boolean {
    const level = open.pop();
    if (!level) return false;
    level.sub.classList.remove('site-oc__sub--open');
    level.toggle.setAttribute('aria-expanded', 'false');
    for (const element of level.covered) element.inert = false;
    if (focus) level.toggle.focus();
    return true;
  }

  const onClick = (event: MouseEvent) => {
    const target = event.target as Element;
    const toggle = target.closest<HTMLElement>('.site-oc__toggle');
    if (toggle) enter(toggle);
    else if (target.closest('.site-oc__back')) back();
  };
  root.addEventListener('click', onClick);
  return {
    back,
    closeAll() {
      while (back(false));
    },
    destroy() {
      root.removeEventListener('click', onClick);
    },
  };
}
