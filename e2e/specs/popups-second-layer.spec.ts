import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { recordConsoleErrors } from '../support/islands';

/**
 * Issue 16: the second popup layer in a real Chromium, one demo page per trigger (`/popups/demo/second-layer-<name>`,
 * see mf-popups/server/src/seed/second-layer-popups.ts). The page clock is installed before each page loads and
 * frozen once the island has armed its trigger, so every timer fires exactly when the test moves the clock.
 */
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

const mounted = (page: Page) =>
  expect(page.locator('[data-island="mf-popups/second-layer"]')).toHaveAttribute('data-island-state', 'mounted');

async function openDemo(page: Page, name: string, time?: string): Promise<void> {
  await page.clock.install(time ? { time: new Date(time) } : {});
  await page.goto(`/popups/demo/second-layer-${name}`);
  await mounted(page);
  const now = await page.evaluate(() => Date.now());
  // Far enough ahead that the page's running clock has not passed it by the time the call lands on a busy machine
  // ("Cannot fast-forward to the past" at 100 ms), and before any timer a journey expects not to have fired yet
  // (the page-load demo waits 2 s; the date demos' 500 ms opening is only awaited where it should open).
  await page.clock.pauseAt(now + 500);
}

/** Reload (at another time), with the clock running until the island is mounted again (it mounts on idle). */
async function reloadAt(page: Page, time?: string): Promise<void> {
  if (time) await page.clock.setSystemTime(new Date(time));
  await page.reload();
  await page.clock.resume();
  await mounted(page);
}

test('page load: opens after its delay with the content, the site’s own style and script, and nothing foreign', async ({
  page,
}) => {
  const errors = recordConsoleErrors(page);
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1')) foreign.push(request.url());
  });
  await openDemo(page, 'page-load');
  await expect(dialog(page, 'Second layer: page load')).toBeHidden();
  await page.clock.runFor(2000);
  const popup = dialog(page, 'Second layer: page load');
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('link', { name: 'See today’s offers' })).toBeVisible();
  // The after-script (same origin, through the slice's Trusted Types policy and the CSP) ran on the content.
  await expect(page.locator('.popups-second-layer__content')).toHaveAttribute('data-demo-enhanced', 'true');
  await expect(page.locator('#popups-second-layer-demo-css')).toHaveCount(1);
  expect(foreign).toEqual([]);
  expect(errors).toEqual([]);
});

test("closing 'constantly' keeps it closed across a reload, with the spec's record", async ({ page }) => {
  await openDemo(page, 'page-load');
  await page.clock.runFor(2000);
  await dialog(page, 'Second layer: page load').getByRole('button', { name: 'Close' }).click();
  await expect(dialog(page, 'Second layer: page load')).toBeHidden();
  const record = await page.evaluate(() => JSON.parse(localStorage.getItem('popups.secondLayer') ?? '{}'));
  const now = await page.evaluate(() => Date.now());
  expect(record['popup-second-layer-page-load'].status).toBe('disable');
  expect(record['popup-second-layer-page-load']['show-again-date']).toBeGreaterThan(now + 86_400_000 - 60_000);
  await reloadAt(page);
  await page.clock.runFor(5000);
  await expect(dialog(page, 'Second layer: page load')).toBeHidden();
});

test('inactivity: opens after 5 s without activity', async ({ page }) => {
  await openDemo(page, 'inactivity');
  await page.clock.runFor(5000);
  await expect(dialog(page, 'Second layer: inactivity')).toBeVisible();
});

test('scroll: opens once half the page has been scrolled, not before', async ({ page }) => {
  await openDemo(page, 'scroll');
  await page.evaluate(() => window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) * 0.3));
  await page.clock.runFor(400);
  await expect(dialog(page, 'Second layer: scroll')).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) * 0.6));
  await page.clock.runFor(400);
  await expect(dialog(page, 'Second layer: scroll')).toBeVisible();
});

test('exit: the pointer leaving through the top of the window opens it', async ({ page }) => {
  await openDemo(page, 'exit');
  await page.mouse.move(400, 300);
  await page.mouse.move(-10, 300);
  await page.mouse.move(400, 300);
  await expect(dialog(page, 'Second layer: exit')).toBeHidden();
  await page.mouse.move(400, 5);
  await page.mouse.move(400, -10);
  await expect(dialog(page, 'Second layer: exit')).toBeVisible();
});

test('a date: opens once the date has passed, not before it', async ({ page }) => {
  await openDemo(page, 'date', '2025-12-31T23:00:00Z');
  await page.clock.runFor(1000);
  await expect(dialog(page, 'Second layer: date')).toBeHidden();
  await reloadAt(page, '2026-01-02T10:00:00Z');
  await expect(dialog(page, 'Second layer: date')).toBeVisible();
});

test('a daily window: opens inside 08:00-20:00 site time, not at 21:00', async ({ page }) => {
  await openDemo(page, 'time', '2026-11-27T21:00:00Z');
  await page.clock.runFor(1000);
  await expect(dialog(page, 'Second layer: time')).toBeHidden();
  await reloadAt(page, '2026-11-27T12:00:00Z');
  await expect(dialog(page, 'Second layer: time')).toBeVisible();
});

test('a date-time range: opens inside it, not after it', async ({ page }) => {
  await openDemo(page, 'date-time', '2027-07-01T00:00:00Z');
  await page.clock.runFor(1000);
  await expect(dialog(page, 'Second layer: date time')).toBeHidden();
  await reloadAt(page, '2026-11-27T12:00:00Z');
  await expect(dialog(page, 'Second layer: date time')).toBeVisible();
});

test('a custom selector: the button opens it with its text; Escape closes it and focus goes back', async ({ page }) => {
  await openDemo(page, 'selector');
  const opener = page.getByRole('button', { name: 'Open the popup' });
  await opener.click();
  const popup = dialog(page, 'Second layer: selector');
  await expect(popup).toBeVisible();
  await expect(popup.getByText('Opened from the demo button.')).toBeVisible();
  await page.clock.runFor(300);
  await expect(popup.getByRole('link', { name: 'See today’s offers' })).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await popup.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(opener).toBeFocused();
});

test('a content error shows its message as the popup’s heading', async ({ page }) => {
  await page.route('**/api/ajax', (route) =>
    route.fulfill({ status: 404, json: { type: 'error', message: 'This popup is not available.' } }),
  );
  await openDemo(page, 'selector');
  await page.getByRole('button', { name: 'Open the popup' }).click();
  await expect(
    dialog(page, 'This popup is not available.').getByRole('heading', { name: 'This popup is not available.' }),
  ).toBeVisible();
});

test('axe finds nothing with a second-layer popup open', async ({ page }) => {
  await openDemo(page, 'selector');
  await page.getByRole('button', { name: 'Open the popup' }).click();
  await expect(dialog(page, 'Second layer: selector').getByRole('link')).toBeVisible();
  // axe schedules its own work with timers: let the page's clock run again.
  await page.clock.resume();
  const result = await new AxeBuilder({ page }).include('.popups-second-layer').analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
