import { hasQueryParam, holdsCookie } from './mount-gates';
import { armClick, armHash } from './on-demand';
import { holdUntilMounted } from './replay';

const whenIdle = (fn: () => void) =>
  'requestIdleCallback' in window ? window.requestIdleCallback(fn, { timeout: 2000 }) : setTimeout(fn, 200);

// A pointer over it, a press (a tap starts loading before its click arrives, and a mouse resting over the
// island when the page loaded sends no pointerenter), a touch, or focus (by keyboard or by a tap on its input).
const INTERACTIONS = ['pointerenter', 'pointerdown', 'focusin', 'touchstart'] as const;

/**
 * Mount on the first interaction with the placeholder's server markup (which works without JavaScript
 * meanwhile). Focus that is already inside when the shell starts (a visitor who tabbed in before the
 * script arrived, maybe typing) counts too: the mounter carries the focus and the text over. The click, submit
 * or key that arrives before the island is mounted is held and replayed once it is (`replay.ts`).
 */
function armInteraction(element: HTMLElement, go: () => unknown): void {
  let started: Promise<unknown> | null = null;
  const start = () => {
    if (started) return started;
    for (const type of INTERACTIONS) element.removeEventListener(type, start);
    started = Promise.resolve(go());
    return started;
  };
  holdUntilMounted(element, start);
  if (element.contains(document.activeElement)) {
    void start();
    return;
  }
  for (const type of INTERACTIONS) element.addEventListener(type, start, { passive: true });
}

function armVisible(element: HTMLElement, go: () => void): void {
  if (!('IntersectionObserver' in window)) return go();
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect();
        go();
      }
    },
    { rootMargin: '200px' },
  );
  observer.observe(element);
}

/** What the gates read: the page's cookies, the query string and the hash of its address. */
export type PageState = { cookies: string; search: string; hash?: string };

const currentPage = (): PageState => ({
  cookies: document.cookie,
  search: window.location.search,
  hash: window.location.hash,
});

const warn = (message: string) => console.warn(message);

/**
 * Arm a placeholder's mount strategies (`data-mount`, `visible` when absent); the first one that fires calls
 * `go`, which mounts it (the mounter mounts each placeholder once). `event` islands are mounted by the host when
 * the bus asks for them. Words the loader does not know are left to the host, which refuses the placeholder
 * with a log line when it reads it. Nothing here parses contracts: this runs on every page, before any island.
 */
export function armIsland(element: HTMLElement, go: () => unknown, page: PageState = currentPage()): void {
  // Armed: the shell has read the placeholder and waits for its strategy (loading, mounted or failed follow).
  element.dataset.islandState = 'armed';
  // The gates: the island's own strategies apply only in a browser holding that cookie (`data-mount-cookie`)
  // or on an address with one of those query parameters (`data-mount-query`); its events still mount it.
  const { mountCookie, mountQuery } = element.dataset;
  if (mountCookie && !holdsCookie(page.cookies, mountCookie)) return;
  if (mountQuery && !hasQueryParam(page.search, mountQuery)) return;
  for (const strategy of (element.dataset.mount ?? 'visible').split(/\s+/)) {
    if (strategy === 'eager') void go();
    else if (strategy === 'idle') whenIdle(() => void go());
    else if (strategy === 'visible') armVisible(element, () => void go());
    else if (strategy === 'interaction') armInteraction(element, go);
    else if (strategy === 'click') armClick(element, go, warn);
    else if (strategy === 'hash') armHash(element, go, page.hash ?? '', warn);
  }
}
