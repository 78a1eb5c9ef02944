import { expect, test, type Page } from '@playwright/test';
import { recordConsoleErrors } from '../support/islands';

/**
 * Issue 15: every trigger of the builder popups in a real Chromium, on the demo pages (`/popups/demo/<name>`,
 * one demo popup each, see mf-popups/server/src/seed/builder-popups.ts).
 */
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

/** The engine mounts on idle: wait until it has armed its triggers. */
async function engineReady(page: Page): Promise<void> {
  await expect(page.locator('[data-island="mf-popups/builder-popups"]')).toHaveAttribute(
    'data-island-state',
    'mounted',
  );
}

test('page load delay opens the popup; the close button appears after its delay and closes it', async ({ page }) => {
  const errors = recordConsoleErrors(page);
  await page.goto('/popups/demo/delay');
  const popup = dialog(page, 'Opened after a delay');
  await expect(popup).toBeVisible();
  const close = page.getByRole('button', { name: 'Close' });
  await expect(close).toBeVisible();
  // prevent_scroll: the page does not scroll while it is open (the layer stack's lock).
  await expect(page.locator('html')).toHaveClass(/shell-scroll-locked/);
  await close.click();
  await expect(popup).toBeHidden();
  await expect(page.locator('html')).not.toHaveClass(/shell-scroll-locked/);
  expect(errors).toEqual([]);
});

test('scrolling down past the offset opens the popup, not before', async ({ page }) => {
  await page.goto('/popups/demo/scroll-down');
  await engineReady(page);
  await page.clock.install();
  await page.evaluate(() => window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) * 0.3));
  await page.clock.runFor(400); // past spec 9's 250 ms scroll throttle: the trailing call has run
  await expect(dialog(page, 'Opened by scrolling down')).toBeHidden();
  await page.mouse.wheel(0, 2000);
  await page.clock.runFor(400);
  await expect(dialog(page, 'Opened by scrolling down')).toBeVisible();
});

test('the first upward scroll opens the scroll-up popup', async ({ page }) => {
  await page.goto('/popups/demo/scroll-up');
  await engineReady(page);
  await page.clock.install();
  await page.mouse.wheel(0, 800);
  await page.clock.runFor(400);
  await expect(dialog(page, 'Opened by scrolling up')).toBeHidden();
  await page.mouse.wheel(0, -200);
  await page.clock.runFor(400);
  await expect(dialog(page, 'Opened by scrolling up')).toBeVisible();
});

test('scrolling the target into view opens the scroll-to popup', async ({ page }) => {
  await page.goto('/popups/demo/scroll-to');
  await engineReady(page);
  await expect(dialog(page, 'Opened by scrolling to the target')).toBeHidden();
  await page.locator('#popups-demo-target').scrollIntoViewIfNeeded();
  await expect(dialog(page, 'Opened by scrolling to the target')).toBeVisible();
});

test('the third click anywhere opens the click-count popup', async ({ page }) => {
  await page.goto('/popups/demo/clicks');
  await engineReady(page);
  const heading = page.getByRole('heading', { level: 1 });
  await heading.click();
  await heading.click();
  await expect(dialog(page, 'Opened by the third click')).toBeHidden();
  await heading.click();
  await expect(dialog(page, 'Opened by the third click')).toBeVisible();
});

test('inactivity opens the popup; moving the mouse restarts the wait', async ({ page }) => {
  await page.goto('/popups/demo/inactivity');
  await engineReady(page);
  await page.clock.install();
  await page.mouse.move(100, 100);
  await page.clock.runFor(1200);
  await page.mouse.move(200, 200);
  // The demo waits 2 s of stillness, counted again from the last move.
  await page.clock.runFor(1900);
  await expect(dialog(page, 'Opened after inactivity')).toBeHidden();
  await page.clock.runFor(200);
  await expect(dialog(page, 'Opened after inactivity')).toBeVisible();
});

test('exit intent: leaving the window at the top opens it, leaving lower does not', async ({ page }) => {
  await page.goto('/popups/demo/exit');
  await engineReady(page);
  await page.mouse.move(400, 300);
  // Out at the left side, below the top edge: not an exit intent.
  await page.mouse.move(-10, 300);
  await page.mouse.move(400, 300);
  await expect(dialog(page, 'Opened by exit intent')).toBeHidden();
  await page.mouse.move(400, 5);
  await page.mouse.move(400, -10);
  await expect(dialog(page, 'Opened by exit intent')).toBeVisible();
});

test('the ad-block probe opens the notice when its request is blocked, and not otherwise', async ({ page }) => {
  const probed = page.waitForResponse('**/popups/ads/**');
  await page.goto('/popups/demo/adblock');
  await engineReady(page);
  await probed;
  // A task after the probe's answer: its verdict (a promise callback) has run by then.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  await expect(dialog(page, 'Opened by the ad-block probe')).toBeHidden();

  await page.route('**/popups/ads/**', (route) => route.abort('blockedbyclient'));
  await page.reload();
  await expect(dialog(page, 'Opened by the ad-block probe')).toBeVisible();
});

test('a popup opening shifts no layout (CLS 0) and the engine costs one remote chunk', async ({ page }) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { popupShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const engineFiles: string[] = [];
  page.on('requestfinished', (request) => {
    if (/\/remotes\/mf-popups\/.*builder_popups.*\.js$/.test(request.url())) engineFiles.push(request.url());
  });
  await page.goto('/popups/demo/delay');
  await expect(dialog(page, 'Opened after a delay')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close' })).toBeVisible();
  const shifts = await page.evaluate(() => (window as unknown as { popupShifts: number[] }).popupShifts);
  expect(shifts.reduce((a, b) => a + b, 0)).toBe(0);
  expect(engineFiles).toHaveLength(1);
});
