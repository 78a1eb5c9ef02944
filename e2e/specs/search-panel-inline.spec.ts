import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';

/** The header's inline form (shown from 1024 px) and its live panel (spec 2.3, 4.1, 4.2). */
const inline = (page: Page): Locator => page.locator('.sss-header-search__inline');
const panelOf = (page: Page): Locator => inline(page).locator('.search-box__panel');

async function expectNoAxeViolations(page: Page, state: string): Promise<void> {
  const results = await new AxeBuilder({ page }).include('.sss-header-search__inline').analyze();
  expect(
    results.violations.map((v) => `${state} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** Counts search calls per endpoint and term ("suggestions/pro", "posts/product/pro", ...). */
function countSearchCalls(page: Page): Map<string, number> {
  const counts = new Map<string, number>();
  page.on('request', (request) => {
    const match = /\/api\/sss\/v1\/(.+)$/.exec(request.url());
    if (match?.[1]) counts.set(decodeURIComponent(match[1]), (counts.get(decodeURIComponent(match[1])) ?? 0) + 1);
  });
  return counts;
}

/**
 * The header search mounts on interaction (issue 10): a visitor focusing the server-rendered box, as the
 * keyboard does. The live combobox then takes its place, focused.
 */
async function mountInline(page: Page): Promise<void> {
  await inline(page).getByRole('searchbox', { name: 'Search' }).focus();
  await expect(inline(page)).toHaveAttribute('data-island-state', 'mounted');
  await expect(inline(page).getByRole('combobox', { name: 'Search' })).toBeFocused();
}

async function openPanel(page: Page, term = 'pro'): Promise<Locator> {
  await page.goto('/');
  await mountInline(page);
  const input = inline(page).getByRole('combobox', { name: 'Search' });
  await input.fill(term);
  await expect(panelOf(page)).toBeVisible();
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  return input;
}

test.describe('inline search panel, desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('typing shows labelled groups, one request per endpoint, a settled status, and no axe violations', async ({
    page,
  }) => {
    const calls = countSearchCalls(page);
    await page.goto('/');
    await mountInline(page);
    await expectNoAxeViolations(page, 'closed');
    const input = inline(page).getByRole('combobox', { name: 'Search' });
    await input.pressSequentially('pro', { delay: 40 });
    const panel = panelOf(page);
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('group', { name: 'Suggestions' }).getByRole('link').first()).toBeVisible();
    const products = panel.getByRole('group', { name: 'Products' });
    await expect(products.getByRole('listitem').first()).toBeVisible();
    await expect(products.getByRole('link', { name: 'See all' })).toHaveAttribute(
      'href',
      /\/search\?s=pro&post_type=product/,
    );
    await expect(panel.getByRole('group', { name: 'Posts' })).toBeVisible();
    // The bold part of each suggestion is the typed word at a word start.
    await expect(panel.locator('.search-box__suggestions b').first()).toHaveText('pro');
    await expect(inline(page).getByRole('status')).toHaveText(/\d+ results?$/);
    await expectNoAxeViolations(page, 'results');
    expect(Object.fromEntries(calls)).toEqual({
      'suggestions/pro': 1,
      'taxonomies/pro': 1,
      'posts/product/pro': 1,
      'posts/post/pro': 1,
    });
    // Product categories show their description in brackets.
    await input.fill('kit');
    await expect(
      panel.getByRole('group', { name: 'Product categories' }).getByRole('link', { name: /^Home & Kitchen \(.+\)$/ }),
    ).toHaveAttribute('href', '/product-category/home-and-kitchen');
    await expectNoAxeViolations(page, 'taxonomies');
    // Two letters: suggestions and taxonomies only, never items.
    await input.fill('pr');
    await expect(inline(page).getByRole('status')).not.toHaveText(/results?$/);
    expect(calls.get('posts/product/pr')).toBeUndefined();
  });

  test('keyboard before the island has loaded: Tab to the box and type; the live search keeps the text and the focus', async ({
    page,
  }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const requested: string[] = [];
    await page.route('**/remotes/mf-search/**', async (route) => {
      requested.push(route.request().url());
      await held;
      await route.continue();
    });
    // A page without search widgets of its own: nothing of mf-search loads until the visitor reaches for it.
    await page.goto('/shop');
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);
    const noJs = inline(page).getByRole('searchbox', { name: 'Search' });
    for (let i = 0; i < 40 && !(await noJs.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(noJs).toBeFocused();
    await page.keyboard.type('pro'); // into the server's form, while the island's files are held
    await expect.poll(() => requested.length).toBeGreaterThan(0);
    await expect(inline(page)).not.toHaveAttribute('data-island-state', 'mounted');
    release();
    await expect(inline(page)).toHaveAttribute('data-island-state', 'mounted');
    const live = inline(page).getByRole('combobox', { name: 'Search' });
    await expect(live).toBeFocused();
    await expect(live).toHaveValue('pro');
    await expect(panelOf(page).getByRole('group', { name: 'Products' })).toBeVisible();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test("'searching' state while requests run, and a term with no results keeps the panel closed", async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/sss/v1/posts/post/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await mountInline(page);
    const box = inline(page).getByRole('combobox', { name: 'Search' });
    await box.fill('pro');
    // The held posts request keeps the search running: the input says so, the panel waits.
    await expect(box).toHaveAttribute('aria-busy', 'true');
    await expect(box).toHaveClass(/search-box__input--searching/);
    await expect(panelOf(page)).toBeHidden();
    await expectNoAxeViolations(page, 'searching');
    release();
    await expect(panelOf(page)).toBeVisible();
    await expect(box).toHaveAttribute('aria-busy', 'false');
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await box.fill('zzqqxxjj');
    await expect(inline(page).getByRole('status')).toHaveText('No results for zzqqxxjj');
    await expect(panelOf(page)).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expectNoAxeViolations(page, 'empty');
  });

  test('keyboard: arrows move over the result links, Escape hides, Enter submits to /search', async ({ page }) => {
    const input = await openPanel(page);
    const links = panelOf(page).locator('a');
    await input.press('ArrowDown');
    await expect(links.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(1)).toBeFocused();
    await expect(links.nth(1)).toHaveCSS('outline-style', 'solid'); // visible focus
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(input).toBeFocused();
    await input.press('ArrowDown');
    await page.keyboard.press('Escape');
    await expect(panelOf(page)).toBeHidden();
    await expect(input).toBeFocused();
    await expectNoAxeViolations(page, 'hidden');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/search\?s=pro$/);
  });

  test('pointer: hover focuses, outside click hides, focus shows again, clear empties, a result opens', async ({
    page,
  }) => {
    const input = await openPanel(page);
    const product = panelOf(page).getByRole('group', { name: 'Products' }).getByRole('link').first();
    await product.hover();
    await expect(product).toBeFocused();
    await page.mouse.click(1250, 880);
    await expect(panelOf(page)).toBeHidden();
    await input.click();
    await expect(panelOf(page)).toBeVisible();
    await inline(page).getByRole('button', { name: 'Clear search' }).click();
    await expect(input).toHaveValue('');
    await expect(input).toBeFocused();
    await expect(panelOf(page)).toBeHidden();
    await expect(panelOf(page).locator('a')).toHaveCount(0);
    await input.fill('pro');
    const href = await product.getAttribute('href');
    await product.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  test('invalid JSON is logged and shows nothing; a server error shows nothing and breaks nothing', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.route('**/api/sss/v1/suggestions/**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '<html>oops' }),
    );
    await page.route('**/api/sss/v1/{taxonomies,posts}/**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"X","message":"down"}}' }),
    );
    await page.goto('/');
    await mountInline(page);
    const input = inline(page).getByRole('combobox', { name: 'Search' });
    await input.fill('pro');
    await expect(inline(page).getByRole('status')).toHaveText('No results for pro');
    expect(errors.some((e) => e.startsWith('Error parsing JSON'))).toBe(true);
    await expect(panelOf(page)).toBeHidden();
    await expectNoAxeViolations(page, 'error');
    // Once the server answers again, the same box works.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await input.fill('desk');
    await expect(panelOf(page).getByRole('group', { name: 'Products' })).toBeVisible();
  });

  test('an older term is never painted when its answers come late', async ({ page }) => {
    await page.route('**/api/sss/v1/**/pro', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue().catch(() => undefined);
    });
    await page.goto('/');
    await mountInline(page);
    await page.evaluate(() => {
      const panel = document.querySelector('.sss-header-search__inline .search-box__panel') as HTMLElement;
      const w = window as unknown as { painted: string[] };
      w.painted = [];
      new MutationObserver(() => w.painted.push(panel.dataset.term ?? '')).observe(panel, {
        attributes: true,
        attributeFilter: ['data-term'],
      });
    });
    const aborted: string[] = [];
    page.on('requestfailed', (r) => r.url().endsWith('/pro') && aborted.push(r.url()));
    const input = inline(page).getByRole('combobox', { name: 'Search' });
    const slow = page.waitForRequest((r) => r.url().endsWith('/suggestions/pro'));
    await input.fill('pro');
    await slow;
    await input.fill('desk');
    await expect(panelOf(page)).toHaveAttribute('data-term', 'desk');
    // The new keystroke aborted every request of the older term (suggestions, taxonomies, 2 item calls).
    await expect.poll(() => aborted.length).toBe(4);
    expect(await page.evaluate(() => (window as unknown as { painted: string[] }).painted)).toEqual(['desk']);
  });

  test('paste searches the pasted text after 100 ms', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await mountInline(page);
    const fired: string[] = [];
    page.on(
      'request',
      (r) =>
        r.url().includes('/api/sss/v1/suggestions/') && fired.push(decodeURIComponent(r.url().split('/').pop() ?? '')),
    );
    const input = inline(page).getByRole('combobox', { name: 'Search' });
    // From here on time moves only when the test says so.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.evaluate(() => navigator.clipboard.writeText('standing desk'));
    await input.focus();
    await page.keyboard.press('ControlOrMeta+V');
    await expect(input).toHaveValue('standing desk');
    // The typing delay is 300 ms; the paste re-trigger fires at 100 ms.
    await page.clock.runFor(99);
    expect(fired).toEqual([]);
    await page.clock.runFor(1);
    await expect.poll(() => fired).toEqual(['standing desk']);
    await expect(panelOf(page)).toHaveAttribute('data-term', 'standing desk');
  });

  test('a suggestion link carries the lower-cased suggestion with spaces as +', async ({ page }) => {
    await openPanel(page, 'wireless');
    const link = panelOf(page).getByRole('group', { name: 'Suggestions' }).getByRole('link').first();
    const text = (await link.textContent()) ?? '';
    await expect(link).toHaveAttribute('href', `/search?s=${text.toLowerCase().split(' ').join('+')}`);
  });
});

test.describe('mobile width (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the panel inside the slide popover fits the screen and passes axe', async ({ page }) => {
    await page.goto('/');
    const slide = page.locator('.sss-header-search__slide');
    await slide.hover(); // it mounts on interaction (issue 10)
    await expect(slide).toHaveAttribute('data-island-state', 'mounted');
    await slide.getByRole('button', { name: 'Search' }).first().click();
    const input = slide.getByRole('combobox', { name: 'Search' });
    await input.fill('pro');
    const panel = slide.locator('.search-box__panel');
    await expect(panel.getByRole('link').first()).toBeVisible();
    const box = await panel.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    await input.press('ArrowDown');
    await expect(panel.getByRole('link').first()).toBeFocused();
    const results = await new AxeBuilder({ page }).include('.sss-header-search__slide').analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });

  test('the inline form submits to the results page', async ({ page }) => {
    await page.goto('/');
    const form = inline(page).getByRole('search');
    await form.getByRole('searchbox', { name: 'Search' }).fill('standing desk');
    await form.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await expect(page).toHaveURL(/\/search\?s=standing\+desk/);
  });
});
