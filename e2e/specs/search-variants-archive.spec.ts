import { expect, test } from '@playwright/test';
import { holdSearchRemote } from './search-kit';

test.describe('archive mode on the results page', () => {
  test('typing refreshes results, count, pagination, sidebar and address in place, without a navigation', async ({
    page,
  }) => {
    await page.goto('/search?s=pro&post_type=product&post_type=post');
    // Archive mode mounts on interaction (issue 10): the visitor reaches for the form.
    await page.getByRole('searchbox', { name: 'Search for' }).focus();
    await expect(page.locator('.search-page__search')).toHaveAttribute('data-island-state', 'mounted');
    const count = page.locator('.search-result-count');
    const before = await count.textContent();
    const firstTitle = await page.locator('.search-result__title').first().textContent();
    // A marker on window survives only if the page is never reloaded.
    await page.evaluate(() => Object.assign(window, { __stillHere: true }));
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));

    const input = page.getByRole('searchbox', { name: 'Search for' });
    const refreshed = page.waitForResponse((r) => r.url().includes('/search?s=wireless') && r.ok());
    await input.fill('#wireless');
    await refreshed;

    await expect(page).toHaveURL(/\/search\?s=wireless&post_type=product&post_type=post$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('wireless');
    await expect(count).not.toHaveText(before ?? '');
    await expect(page.locator('.search-result__title').first()).not.toHaveText(firstTitle ?? '');
    await expect(page.locator('.search-ordering input[name="s"]')).toHaveValue('wireless');
    await expect(page.locator('.search-sidebar a').first()).toHaveAttribute('href', /s=wireless/);
    await expect(page.locator('.search-pagination a').first()).toHaveAttribute('href', /s=wireless/);
    expect(await page.evaluate(() => (window as unknown as { __stillHere?: boolean }).__stillHere)).toBe(true);
    expect(loads).toEqual([]);
    await expect(input).toBeFocused();
    await expect(input).toHaveValue('#wireless');
  });

  test('only the newest term is painted when answers arrive out of order', async ({ page }) => {
    await page.goto('/search?s=pro');
    await page.getByRole('searchbox', { name: 'Search for' }).focus();
    await expect(page.locator('.search-page__search')).toHaveAttribute('data-island-state', 'mounted');
    // Hold the first refresh back so it answers after the second one.
    let releaseFirst: () => void = () => undefined;
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    await page.route('**/search?s=wire', async (route) => {
      await firstHeld;
      await route.continue().catch(() => undefined);
    });
    const input = page.getByRole('searchbox', { name: 'Search for' });
    await input.fill('wire');
    await page.waitForRequest((r) => r.url().endsWith('/search?s=wire'));
    const second = page.waitForResponse((r) => r.url().endsWith('/search?s=wireless') && r.ok());
    await input.fill('wireless');
    await second;
    await expect(page.getByRole('heading', { level: 1 })).toContainText('wireless');
    releaseFirst();
    await expect(page).toHaveURL(/s=wireless$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('“wireless”');
  });

  test('text typed before archive mode has loaded is refreshed in place once it arrives', async ({ page }) => {
    const { requested, release } = await holdSearchRemote(page);
    await page.goto('/search?s=pro');
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]); // the results page runs no island code until the visitor reaches for it
    const input = page.getByRole('searchbox', { name: 'Search for' });
    await input.fill('wireless');
    await expect.poll(() => requested.length).toBeGreaterThan(0);
    const refreshed = page.waitForResponse((r) => r.url().endsWith('/search?s=wireless') && r.ok());
    release();
    await refreshed;
    await expect(page).toHaveURL(/\/search\?s=wireless$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('wireless');
    await expect(input).toBeFocused();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('a result clicked after typing settles that search; the typing itself reports nothing', async ({ page }) => {
    const settled: unknown[] = [];
    page.on('request', (r) => r.url().endsWith('/api/sss/v1/settled') && settled.push(r.postDataJSON()));
    await page.goto('/search?s=pro');
    const input = page.getByRole('searchbox', { name: 'Search for' });
    await input.focus();
    await expect(page.locator('.search-page__search')).toHaveAttribute('data-island-state', 'mounted');
    const refreshed = page.waitForResponse((r) => r.url().endsWith('/search?s=wirel') && r.ok());
    await input.fill('wirel');
    await refreshed;
    await expect(page.getByRole('heading', { level: 1 })).toContainText('wirel');
    expect(settled).toEqual([]);
    const first = page.locator('.search-result__title a').first();
    const title = (await first.textContent()) ?? '';
    const report = page.waitForRequest((r) => r.url().endsWith('/api/sss/v1/settled'));
    await first.click();
    expect((await report).postDataJSON()).toEqual({ term: 'wirel', title });
  });
});
