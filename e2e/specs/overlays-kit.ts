import { expect, test as base, type Locator, type Page } from '@playwright/test';
import { startSecondServer } from '../support/second-server';

/** The widths issue 30's collisions are checked at: a touch phone and a desktop (and a touch tablet for the menu). */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
export const TABLET = { viewport: { width: 768, height: 1024 }, isMobile: true, hasTouch: true } as const;
export const DESKTOP = { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false } as const;
/** Each collision is checked at both: a finger at 390 px, a mouse at 1280 px. */
export const PHONE_AND_DESKTOP = [
  ['390 px', PHONE],
  ['1280 px', DESKTOP],
] as const;

/**
 * A site seeded as `npm start` seeds it, the site's own popups on (the welcome after 4 s on the home page, the
 * blog's scroll popup), which the suite's server keeps off: a second server, started once per worker for the
 * files that use this fixture.
 */
export const demoTest = base.extend<object, { demoOrigin: string }>({
  demoOrigin: [
    // Playwright reads the fixtures a function needs from its first parameter's pattern: this one needs none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startSecondServer('demo-popups', {
        POPUPS_SITE_DEMO: 'on',
        AUTH_CAPTCHA_TEST_ANSWER: 'e2e-pass',
        AUTH_DEV_OUTBOX: 'on',
        NEWSLETTER_POLL_MS: '100',
      });
      await use(server.origin);
      await server.stop();
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  baseURL: async ({ demoOrigin }, use) => use(demoOrigin),
});

/** The popup engine has mounted and armed the page's popups (it mounts on idle). */
export async function engineMounted(page: Page): Promise<void> {
  await expect(page.locator('[data-island="mf-popups/builder-popups"]')).toHaveAttribute(
    'data-island-state',
    'mounted',
  );
}

/**
 * Freeze the page clock (installed before the page loaded): from here timers fire only when the test moves the
 * clock, so a popup's delay passes exactly when the test says. Half a second ahead, so a busy machine's running
 * clock has not already passed the pause point when the call lands.
 */
export async function freezeClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 500);
}

/**
 * Wait for what the test expects while the frozen clock moves on in 50 ms steps: dialogs and menus open through
 * animation frames and short timers, which a frozen clock holds, while a popup's seconds-long delay stays far off.
 */
export async function untilVisible(page: Page, locator: Locator): Promise<void> {
  await expect
    .poll(async () => {
      await page.clock.runFor(50);
      return locator.isVisible();
    })
    .toBe(true);
}

/** Tap on a touch context, click with a mouse: as the visitor of each width would. */
export async function press(locator: Locator, touch: boolean): Promise<void> {
  if (touch) await locator.tap();
  else await locator.click();
}

export const welcomePopup = (page: Page) => page.getByRole('dialog', { name: 'Welcome to the deals' });

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The visible header controls a box covers (by their accessible names). */
export async function headerControlsUnder(page: Page, box: Box): Promise<string[]> {
  const controls = page.locator('#site-header').locator('a, button, summary, input');
  const covered: string[] = [];
  for (const control of await controls.all()) {
    if (!(await control.isVisible())) continue;
    const own = await control.boundingBox();
    if (own && own.width > 0 && overlaps(box, own))
      covered.push((await control.getAttribute('aria-label')) ?? (await control.innerText()));
  }
  return covered;
}
