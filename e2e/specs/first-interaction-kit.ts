import { expect, type Locator, type Page, type Request } from '@playwright/test';

// Shared by first-interaction.spec.ts (issue 30): the two ways a visitor presses, a remote whose files arrive
// only after the press, a mark a reload would wipe, and counts of the requests a press makes.

/** How a visitor presses: a finger at 390 px (a tap), a mouse at 1280 px (a click). */
export type Visitor = {
  name: string;
  use: { viewport: { width: number; height: number }; isMobile?: boolean; hasTouch?: boolean };
  touch: boolean;
  press: (target: Locator, options?: { timeout?: number }) => Promise<void>;
};

export const FINGER: Visitor = {
  name: 'a finger at 390 px',
  use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  touch: true,
  press: (target, options) => target.tap(options),
};

export const MOUSE: Visitor = {
  name: 'a mouse at 1280 px',
  use: { viewport: { width: 1280, height: 800 } },
  touch: false,
  press: (target, options) => target.click(options),
};

export const VISITORS = [FINGER, MOUSE];

/**
 * The island's files arrive only after the visitor's press, as on a slow phone network: every file of `remote`
 * is held until the page has seen `clicks` clicks inside islands (a tap's, a mouse's, or the one Enter makes on a
 * link; the skip link's does not count), so the first press always reaches an island that is not mounted yet,
 * never a race with its code. The clicks are seen from a capture listener on window, which only counts them:
 * what the page does with them is the test. `requested` lists the remote's files the page asked for (the press
 * starts loading them).
 */
export async function remoteAfterPress(page: Page, remote: string, clicks = 1): Promise<{ requested: string[] }> {
  let seen = 0;
  let arrived: () => void = () => undefined;
  const pressed = new Promise<void>((resolve) => (arrived = resolve));
  await page.exposeFunction('firstInteractionClickSeen', () => {
    seen += 1;
    if (seen >= clicks) arrived();
  });
  await page.addInitScript(() =>
    window.addEventListener(
      'click',
      (event) => {
        if (!(event.target instanceof Element) || !event.target.closest('[data-island]')) return;
        void (window as unknown as { firstInteractionClickSeen: () => Promise<void> }).firstInteractionClickSeen();
      },
      { capture: true },
    ),
  );
  const requested: string[] = [];
  await page.route(`**/remotes/${remote}/**`, async (route) => {
    requested.push(route.request().url());
    await pressed;
    // The page may have navigated away meanwhile (the no-JS action): its requests are gone.
    await route.continue().catch(() => undefined);
  });
  return { requested };
}

/** A mark on the page that a full navigation would wipe; the function says whether it is still there. */
export async function markPage(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => Object.assign(window, { firstInteractionMark: true }));
  return () => page.evaluate(() => 'firstInteractionMark' in window).catch(() => false);
}

/** Counts the page's requests that match, from now on (navigations of the page are `request.isNavigationRequest()`). */
export function countRequests(page: Page, matches: (request: Request) => boolean): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (matches(request)) count += 1;
  });
  return () => count;
}

/** The page's own navigations (a reload, a followed link, a posted form): pushState makes none. */
export const navigations = (page: Page) =>
  countRequests(page, (r) => r.isNavigationRequest() && r.frame() === page.mainFrame());

/** Wait until the island has mounted (the shell's mark on its placeholder). */
export const mounted = (island: Locator) => expect(island).toHaveAttribute('data-island-state', 'mounted');
