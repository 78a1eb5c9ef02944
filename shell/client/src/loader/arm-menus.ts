import type { StartedMenus } from '../menu/start-menus';

type Log = (message: string, error?: unknown) => void;
export type MenuLoader = () => Promise<StartedMenus>;

/** The first contacts with the header that load its script: a pointer over it, focus in it, a touch on it. */
const REACH_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;
const OFF_CANVAS_ACTIONS = ['open', 'close', 'toggle'] as const;
/** mf-popups' link actions (spec 2.6 `off_canvas:*`) dispatch this on document, `detail.action` one of the above. */
export const OFF_CANVAS_EVENT = 'shell:off-canvas';

/**
 * Arm the header (every page, a few hundred bytes): `site-js` on <html> hands the desktop submenus from CSS
 * hover to the menu script, which loads the first time the header is reached, the burger is pressed or a link
 * action asks for the off-canvas menu. If it cannot load, the CSS fallback comes back and the burger follows
 * its `#site-offcanvas` link, the no-JavaScript menu.
 */
export function armMenus(doc: Document, load: MenuLoader, log: Log): void {
  const header = doc.getElementById('site-header');
  if (!header) return;
  const root = doc.documentElement;
  root.classList.add('site-js');
  let started: Promise<StartedMenus> | null = null;
  const start = () =>
    (started ??= load().catch((error: unknown) => {
      root.classList.remove('site-js');
      log('[shell] the menu script failed to load; menus work as without JavaScript', error);
      throw error;
    }));

  const reach = (event: Event) => {
    for (const type of REACH_EVENTS) header.removeEventListener(type, reach);
    start().then(
      (menus) => menus.reached(event),
      () => undefined,
    );
  };
  for (const type of REACH_EVENTS) header.addEventListener(type, reach, { passive: true });

  doc.addEventListener('click', (event) => {
    const burger = (event.target as Element | null)?.closest<HTMLAnchorElement>('a[aria-controls="site-offcanvas"]');
    if (!burger || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    start().then(
      (menus) => menus.offCanvas?.toggle(burger),
      () => doc.location.assign(burger.href),
    );
  });
  doc.addEventListener(OFF_CANVAS_EVENT, (event) => {
    const action = (event as CustomEvent<{ action?: unknown } | null>).detail?.action;
    const known = OFF_CANVAS_ACTIONS.find((name) => name === action);
    if (!known) return;
    start().then(
      (menus) => menus.offCanvas?.[known](),
      () => undefined,
    );
  });
}
