import { expect, test, type Page, type Route } from '@playwright/test';
import { remoteNames } from '@site/shared-contracts/platform';
import { addPopupTrigger, reachForHeaderSearch, recordConsoleErrors, recordRemoteRequests } from '../support/islands';
import { sharedFiles, singletonsFromTwoRemotes } from '../support/shared-files';

/** A post whose countdown is still running (the seed gives some posts a future end). */
async function gotoPostWithCountdown(page: Page): Promise<void> {
  for (let paged = 1; paged <= 5; paged++) {
    await page.goto(`/blog?paged=${paged}`);
    const hrefs = await page
      .locator('main a[href^="/blog/"]')
      .evaluateAll((links) => Array.from(new Set(links.map((a) => a.getAttribute('href') ?? ''))));
    for (const href of hrefs) {
      // Not 'load': post pages have pictures now, so the island chain starts before the load event, and a chunk
      // that never answers (the stalled-CDN test) would hold that event for ever.
      await page.goto(href, { waitUntil: 'domcontentloaded' });
      if ((await page.locator('[data-island="mf-content/countdown"]').count()) > 0) return;
    }
  }
  throw new Error('no post with a countdown in the seeded data');
}

test('all five islands mount from their published, versioned remotes', async ({ page }) => {
  const remotes = recordRemoteRequests(page);
  const errors = recordConsoleErrors(page);
  await page.goto('/');

  // mf-search: the inline box mounts when the visitor focuses it, and shows suggestions from the real endpoint.
  const searchbox = page.getByRole('search').getByRole('searchbox').or(page.getByRole('search').getByRole('combobox'));
  await searchbox.first().focus();
  await expect(page.locator('[data-island="mf-search/search-box"]').first()).toHaveAttribute(
    'data-island-state',
    'mounted',
  );
  await searchbox.first().fill('pro');
  const suggestions = page.waitForResponse((r) => r.url().includes('/api/sss/v1/suggestions/') && r.ok());
  await searchbox.first().press('o');
  await suggestions;
  // Close the results panel: once open, its page overlay (spec 2.3) takes the next click elsewhere.
  await searchbox.first().press('Escape');

  // mf-popups mounts when a trigger link asks for a popup, and opens it.
  const host = page.locator('[data-island="mf-popups/popup-host"]');
  await expect(host).toHaveAttribute('data-island-state', 'armed');
  await (await addPopupTrigger(page, 'welcome')).click();
  const popup = page.getByRole('dialog', { name: 'Welcome to our deals site' });
  await expect(popup).toBeVisible();
  await expect(host).toHaveAttribute('data-island-state', 'mounted');
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();

  // mf-auth: the header's login link opens the login dialog.
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: /log in/i })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // mf-shop: the header cart opens the slide-in side cart.
  await page.getByRole('banner').getByRole('link', { name: 'Cart' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');

  // mf-content: a post's countdown.
  await gotoPostWithCountdown(page);
  await expect(page.getByRole('timer')).toBeVisible();

  for (const name of remoteNames) {
    const urls = remotes.get(name) ?? [];
    expect(urls.length, `${name} loaded files`).toBeGreaterThan(0);
    for (const url of urls) expect(url).toMatch(new RegExp(`/remotes/${name}/[^/]+/`));
  }
  expect(errors.filter((e) => e.includes('[shell]'))).toEqual([]);
});

test('islands of three remotes asked for at once share one React, and each works', async ({ page }) => {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  // The race's window, held open: mf-auth's entry arrives first and starts loading its React, which is slow, and
  // the entries of the two remotes whose names sort after it arrive while that load is under way.
  const delay = (ms: number) => (route: Route) => new Promise((r) => setTimeout(r, ms)).then(() => route.continue());
  await page.route(/\/react\.[0-9a-f]+\.js$/, delay(800));
  await page.route(/\/remotes\/mf-(shop|popups)\/[^/]+\/remoteEntry\.js$/, delay(300));
  await page.goto('/');
  await addPopupTrigger(page, 'welcome');
  // One task presses three triggers: mf-auth, mf-shop and mf-popups load side by side, each needing React.
  await page.evaluate(() => {
    const banner = document.querySelector('header');
    const link = (name: string) =>
      [...(banner?.querySelectorAll('a') ?? [])].find((a) => a.textContent?.trim().startsWith(name));
    link('Cart')?.click();
    link('Log in')?.click();
    document.querySelector<HTMLElement>('a[data-bus-event="popups:open"]')?.click();
  });
  for (const island of ['mf-auth/auth-dialogs', 'mf-shop/side-cart', 'mf-popups/popup-host']) {
    await expect(page.locator(`[data-island="${island}"]`)).toHaveAttribute('data-island-state', 'mounted');
  }
  expect(singletonsFromTwoRemotes(urls, sharedFiles())).toEqual([]);
  expect(urls.filter((url) => /\/react\.[0-9a-f]+\.js$/.test(url))).toHaveLength(1);
  // The login dialog renders and takes typing (two Reacts broke its hooks).
  const login = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Log in' }) });
  await expect(login).toBeVisible();
});

test('a remote whose files answer 404 leaves the page and the other islands working', async ({ page }) => {
  const errors = recordConsoleErrors(page);
  await page.route('**/remotes/mf-search/**', (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.goto('/');
  await reachForHeaderSearch(page);
  const island = page.locator('[data-island="mf-search/search-box"]').first();
  await expect(island).toHaveAttribute('data-island-state', 'failed');
  // The no-JS form is still there and still works.
  await expect(page.getByRole('search').getByRole('button', { name: 'Search' })).toBeVisible();
  await (await addPopupTrigger(page, 'welcome')).click();
  await expect(page.getByRole('dialog', { name: 'Welcome to our deals site' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(errors.some((e) => e.includes('island mf-search/search-box failed'))).toBe(true);
});

test('a remote chunk that never answers fails with ChunkLoadError after exactly 120 s', async ({ page }) => {
  const errors = recordConsoleErrors(page);
  await page.clock.install();
  let hung = false;
  await page.route('**/remotes/mf-content/**/__federation_expose_countdown*', () => {
    hung = true; // never fulfilled: the chunk hangs like a stalled CDN
  });
  await gotoPostWithCountdown(page);
  const island = page.locator('[data-island="mf-content/countdown"]');
  await expect.poll(() => hung).toBe(true);
  // The manifest may preload the chunk before the chunk loader runs; its 120 s timer starts when
  // the loader attaches the <script>, so the clock is driven only from then on.
  await expect(page.locator('script[src*="__federation_expose_countdown"]')).toHaveCount(1);
  await expect(island).toHaveAttribute('data-island-state', 'loading');
  const fallback = (await island.innerText()).trim();
  expect(fallback.length).toBeGreaterThan(0);

  await page.clock.runFor(119_000);
  await expect(island).toHaveAttribute('data-island-state', 'loading');
  expect(errors.some((e) => e.includes('ChunkLoadError'))).toBe(false);

  await page.clock.runFor(1_000);
  await expect(island).toHaveAttribute('data-island-state', 'failed');
  const failure = errors.find((e) => e.includes('island mf-content/countdown failed'));
  expect(failure).toBeDefined();
  expect(failure).toMatch(
    /ChunkLoadError: Loading chunk \S+ failed\.\s*\(timeout: http:\/\/[^)]+__federation_expose_countdown[^)]*\)/,
  );
  await expect(island).toHaveText(fallback);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
