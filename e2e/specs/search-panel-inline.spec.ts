import { expect, test } from '@playwright/test';
import {
  countSearchCalls,
  expectNoAxeViolations,
  holdSearchRemote,
  inline,
  mountInline,
  openPanel,
  panelOf,
} from './search-kit';

const INLINE = '.sss-header-search__inline';

test.describe('inline search panel, desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('typing shows labelled groups, one request per endpoint, a settled status, and no axe violations', async ({
    page,
  }) => {
    const calls = countSearchCalls(page);
    await page.goto('/');
    await mountInline(page);
    await expectNoAxeViolations(page, INLINE, 'closed');
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
    await expectNoAxeViolations(page, INLINE, 'results');
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
    await expectNoAxeViolations(page, INLINE, 'taxonomies');
    // Two letters: suggestions and taxonomies only, never items.
    await input.fill('pr');
    await expect(inline(page).getByRole('status')).not.toHaveText(/results?$/);
    expect(calls.get('posts/product/pr')).toBeUndefined();
  });

  test('keyboard before the island has loaded: Tab to the box and type; the live search keeps the text and the focus', async ({
    page,
  }) => {
    const { requested, release } = await holdSearchRemote(page);
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
    await expectNoAxeViolations(page, INLINE, 'searching');
    release();
    await expect(panelOf(page)).toBeVisible();
    await expect(box).toHaveAttribute('aria-busy', 'false');
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await box.fill('zzqqxxjj');
    await expect(inline(page).getByRole('status')).toHaveText('No results for zzqqxxjj');
    await expect(panelOf(page)).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expectNoAxeViolations(page, INLINE, 'empty');
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
    await expectNoAxeViolations(page, INLINE, 'hidden');
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
    // The click settles the search: the panel reports it, the typed word completed from the clicked title.
    const title = (await product.locator('.search-box__title').textContent()) ?? '';
    const settled = page.waitForRequest((r) => r.url().endsWith('/api/sss/v1/settled') && r.method() === 'POST');
    await product.click();
    expect((await settled).postDataJSON()).toEqual({ term: 'pro', title });
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });
});
