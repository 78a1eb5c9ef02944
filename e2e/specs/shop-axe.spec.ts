import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { MASKED } from './coupons-kit';

/**
 * The shop's pages pass axe whole (colour contrast included: the struck-through old price, the rating count and
 * the expired coupon's code), at a phone's width and a desktop's, with the reveal modal open on /offers.
 */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** One product (on sale, so its old price is struck through) in the cart, the addresses of a product and a store. */
async function shopAddresses(page: Page): Promise<Record<string, string>> {
  await page.goto('/shop?on_sale=1');
  const product = (await page.locator('main a[href^="/product/"]').first().getAttribute('href')) ?? '';
  await page.goto('/offers');
  const store = (await page.locator('main a[href^="/store/"]').first().getAttribute('href')) ?? '';
  await page.goto(product);
  await page.getByRole('button', { name: /^Add to cart/ }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: /^Cart \(1 item\)/ })).toBeVisible();
  return {
    offers: '/offers',
    'offers with the reveal modal': `/offers?codeid=${MASKED}`,
    shop: '/shop',
    'shop on sale': '/shop?on_sale=1',
    product,
    store,
    cart: '/cart',
  };
}

for (const width of [390, 1280]) {
  test(`the shop's pages pass axe at ${width} px`, async ({ page }) => {
    // Seven whole pages, some with 24 cards: axe takes seconds on each.
    test.setTimeout(150_000);
    const addresses = await shopAddresses(page);
    await page.setViewportSize({ width, height: 900 });
    for (const [name, address] of Object.entries(addresses)) {
      await page.goto(address);
      if (address.includes('codeid')) await expect(page.getByRole('dialog')).toBeVisible();
      expect.soft(await violations(page), `${name} (${address})`).toEqual([]);
    }
  });
}
