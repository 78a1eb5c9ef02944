import { expect, test } from '@playwright/test';
import type { TelemetryBatch } from '@site/shared-contracts/platform';
import { addPopupTrigger, reachForHeaderSearch, recordConsoleErrors } from '../support/islands';
import { expectMountedSearchPlaceholder, SEARCH_PLACEHOLDER } from './release-kit';

const EXPOSE_CHUNK = '**/remotes/mf-search/**/__federation_expose_search_box*';

test('a remote chunk that hangs for 120 s leaves a usable page, is reported, and is tried again on the next page load', async ({
  page,
}) => {
  const errors = recordConsoleErrors(page);
  await page.clock.install();
  let hung = false;
  await page.route(EXPOSE_CHUNK, () => {
    hung = true; // never answered: a stalled CDN
  });
  await page.goto('/');
  await reachForHeaderSearch(page);
  const island = page.locator('[data-island="mf-search/search-box"]').first();
  await expect.poll(() => hung).toBe(true);
  await expect(page.locator('script[src*="__federation_expose_search_box"]')).toHaveCount(1);
  await expect(island).toHaveAttribute('data-island-state', 'loading');

  // While it hangs, and after it fails, the rest of the page works.
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  const report = page.waitForRequest((r) => r.url().endsWith('/api/telemetry') && r.method() === 'POST');
  await page.clock.runFor(120_000);
  await expect(island).toHaveAttribute('data-island-state', 'failed');
  expect(
    errors.some((e) =>
      /island mf-search\/search-box failed \(load\): ChunkLoadError: Loading chunk \S+ failed\.\s*\(timeout:/.test(e),
    ),
  ).toBe(true);
  await page.clock.runFor(1_000); // the telemetry batch window
  const batch = JSON.parse((await report).postData() ?? '{}') as TelemetryBatch;
  expect(batch.reports).toEqual([
    expect.objectContaining({ remote: 'mf-search', kind: 'load', module: 'search-box', errorName: 'ChunkLoadError' }),
  ]);

  // The no-JS search form the island would have replaced still searches.
  const searchbox = island.getByRole('searchbox');
  await expect(searchbox).toHaveAttribute('placeholder', SEARCH_PLACEHOLDER);
  await searchbox.fill('pro');
  await searchbox.press('Enter');
  await expect(page).toHaveURL(/[?&]s=pro\b/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Nothing sticky: once the remote answers again, the next page load mounts the island.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.goto('/');
  await expectMountedSearchPlaceholder(page, SEARCH_PLACEHOLDER);
  expect(
    await page.evaluate(() =>
      Object.keys(localStorage)
        .concat(Object.keys(sessionStorage))
        .filter((k) => /remote|island|shell/i.test(k)),
    ),
  ).toEqual([]);
});

test('a remote that is down on one page load is retried on the next one', async ({ page }) => {
  await page.route('**/remotes/mf-search/**', (route) => route.fulfill({ status: 503, body: 'down' }));
  await page.goto('/');
  await reachForHeaderSearch(page);
  const island = page.locator('[data-island="mf-search/search-box"]').first();
  await expect(island).toHaveAttribute('data-island-state', 'failed');
  // The other remotes still load: a popup opens.
  await (await addPopupTrigger(page, 'welcome')).click();
  await expect(page.getByRole('dialog', { name: 'Welcome to our deals site' })).toBeVisible();
  await page.unrouteAll();
  await page.reload();
  await expectMountedSearchPlaceholder(page, SEARCH_PLACEHOLDER);
});
