import { expect, test } from '@playwright/test';
import { addPopupTrigger } from '../support/islands';
import { activeVersionOverApi, adminSession, versionRowOnAdmin } from './release-kit';

test('an island failure followed at once by a navigation is still reported', async ({ page, browser, baseURL }) => {
  const version = await activeVersionOverApi(page.request, 'mf-popups');
  const admin = await (await adminSession(browser, baseURL ?? '')).newPage();
  // "Load errors, last hour" of the active version, e.g. '0' or '2 (load 2)'.
  const lastHour = async () =>
    (await versionRowOnAdmin(admin, 'mf-popups', version)).getByRole('cell').nth(5).innerText();
  const loadsBefore = Number(/load (\d+)/.exec(await lastHour())?.[1] ?? 0);

  // The remote's first file answers 503; every later request (the integrity re-check the report waits
  // for) never answers, so the report is still waiting when the visitor leaves.
  let requests = 0;
  await page.route('**/remotes/mf-popups/**', async (route) => {
    requests += 1;
    if (requests === 1) await route.fulfill({ status: 503, body: 'down' });
  });
  await page.goto('/');
  // The host mounts when asked; '#' keeps the page when it cannot open the popup.
  await (await addPopupTrigger(page, 'welcome', '#')).click();
  await expect(page.locator('[data-island="mf-popups/popup-host"]')).toHaveAttribute('data-island-state', 'failed');
  await page.goto('/offers');

  // A beacon sent while the page unloads is not shown to Playwright's request events: the admin page,
  // which reads what the server stored, is the proof.
  await expect.poll(async () => Number(/load (\d+)/.exec(await lastHour())?.[1] ?? 0)).toBe(loadsBefore + 1);
  await admin.context().close();
});

test('a page hidden while a report waits for its integrity verdict sends it at once, by beacon', async ({ page }) => {
  let requests = 0;
  await page.route('**/remotes/mf-popups/**', async (route) => {
    requests += 1;
    if (requests === 1) await route.fulfill({ status: 503, body: 'down' });
  });
  await page.goto('/');
  // The host mounts when asked; '#' keeps the page when it cannot open the popup.
  await (await addPopupTrigger(page, 'welcome', '#')).click();
  await expect(page.locator('[data-island="mf-popups/popup-host"]')).toHaveAttribute('data-island-state', 'failed');
  const beacon = page.waitForResponse((r) => r.url().endsWith('/api/telemetry'));
  // The tab is switched away from (a mobile browser may discard it without any pagehide).
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  const response = await beacon;
  expect(response.status()).toBe(204);
  expect(response.request().headers()['content-type']).toMatch(/^text\/plain/);
  expect(JSON.parse(response.request().postData() ?? '{}')).toEqual({
    reports: [expect.objectContaining({ remote: 'mf-popups', kind: 'load', module: 'popup-host' })],
    _csrf: expect.any(String),
  });
});
