import { expect, test, type Page } from '@playwright/test';
import { DEMO, logInWithDialog } from './auth-kit';
import { axeViolations } from './header-kit';

/**
 * Issue 13's "axe on every page at mobile width" and "no horizontal overflow from 320 px up", for the pages no
 * other spec checks whole at a phone's width (header-mobile: home, shop, a post; shop-axe: the shop's pages;
 * search-results-page: the results region), and the overflow rule for every page a visitor reaches.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

/** The addresses of one product, one post and one product category on this seed. */
async function seededAddresses(page: Page): Promise<{ product: string; post: string; productCategory: string }> {
  await page.goto('/shop');
  const product = (await page.locator('main a[href^="/product/"]').first().getAttribute('href')) ?? '';
  const productCategory = (await page.locator('a[href^="/product-category/"]').first().getAttribute('href')) ?? '';
  await page.goto('/blog');
  const post = (await page.locator('main a[href^="/blog/"]').first().getAttribute('href')) ?? '';
  return { product, post, productCategory };
}

const ANONYMOUS_PAGES = {
  blog: '/blog',
  'post category': '/category/deals',
  'search results': '/search?s=laptop',
  'search without results': '/search?s=qqqzzz',
  'log in': '/login',
  register: '/register',
  'lost password': '/lost-password',
  'not found': '/no-such-page',
};

test('the pages no other spec checks whole pass axe at 390 px', async ({ page }) => {
  test.setTimeout(150_000);
  const { productCategory } = await seededAddresses(page);
  for (const [name, address] of Object.entries({ ...ANONYMOUS_PAGES, 'product category': productCategory })) {
    await page.goto(address);
    expect.soft(await axeViolations(page), `${name} (${address})`).toEqual([]);
  }
  // Logged in where the header still shows the name the login helper waits for, then back to a phone's width.
  await page.setViewportSize({ width: 1280, height: 844 });
  await page.goto('/');
  await logInWithDialog(page, DEMO.email, DEMO.password, DEMO.name);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/account');
  expect.soft(await axeViolations(page), 'account (/account)').toEqual([]);
});

test('no page is wider than the window from 320 px up', async ({ page }) => {
  test.setTimeout(120_000);
  const { product, post, productCategory } = await seededAddresses(page);
  const pages = ['/', '/shop', product, productCategory, '/offers', '/cart', post, ...Object.values(ANONYMOUS_PAGES)];
  for (const width of [320, 375]) {
    await page.setViewportSize({ width, height: 700 });
    for (const address of pages) {
      await page.goto(address);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect.soft(scrollWidth, `${address} at ${width} px`).toBeLessThanOrEqual(width);
    }
  }
});
