import { expect, test } from '@playwright/test';
import { markDocument } from './auth-kit';
import { burger, offCanvas } from './header-kit';
import { DESKTOP, PHONE } from './overlays-kit';
import { cartLink } from './cart-kit';

/**
 * Issue 30, Back on phones: below 1024 px the menu, the side cart, the filter sidebar and the search popover
 * each push a history entry, and the browser's Back closes the topmost of them without leaving the page or
 * stepping over the loop filter's own entries (spec 2.6). Wide screens push none: Back leaves the page.
 */

test.describe('390 px', () => {
  test.use(PHONE);

  test('Back closes the menu, the side cart and the filter sidebar in turn, on the same page', async ({ page }) => {
    await page.goto('/shop');
    const samePage = await markDocument(page);
    const overlays = [
      { open: burger(page), layer: offCanvas(page) },
      { open: cartLink(page), layer: page.getByRole('dialog', { name: 'Your cart' }) },
      {
        open: page.getByRole('link', { name: 'Filters', exact: true }),
        layer: page.getByRole('dialog', { name: 'Filter products' }),
      },
    ];
    for (const { open, layer } of overlays) {
      await open.tap();
      await expect(layer).toBeVisible();
      await page.goBack();
      await expect(layer).toBeHidden();
      await expect(page).toHaveURL(/\/shop$/);
      expect(await samePage()).toBe(true);
    }
  });

  test('Back closes the search popover', async ({ page }) => {
    await page.goto('/');
    const samePage = await markDocument(page);
    // A phone's header search is an icon, the summary of the slide form's disclosure.
    await page.getByRole('banner').getByRole('group').locator('summary').tap();
    const search = page.getByRole('dialog', { name: 'Search' });
    await expect(search).toBeVisible();
    await page.goBack();
    await expect(search).toBeHidden();
    expect(await samePage()).toBe(true);
  });

  test("Back closes the menu opened after a loop filter change, then steps the filter's own entry back", async ({
    page,
  }) => {
    await page.goto('/blog');
    const samePage = await markDocument(page);
    const blog = page.locator('#content-loop-blog');
    await blog
      .getByRole('list', { name: /^Category/ })
      .getByRole('link', { name: /^Deals \d+$/ })
      .tap();
    await expect(page).toHaveURL(/e-filter-blog-category=deals$/);
    await burger(page).tap();
    await expect(offCanvas(page)).toBeVisible();
    await page.goBack();
    await expect(offCanvas(page)).toBeHidden();
    await expect(page).toHaveURL(/e-filter-blog-category=deals$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/blog$/);
    expect(await samePage()).toBe(true);
  });
});

test.describe('1280 px', () => {
  test.use(DESKTOP);

  test('the side cart pushes no entry: Back leaves the page', async ({ page }) => {
    await page.goto('/offers');
    await page.goto('/shop');
    await cartLink(page).click();
    await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/offers$/);
  });
});
