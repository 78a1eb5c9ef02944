import { expect, test } from '@playwright/test';

test.use({ javaScriptEnabled: false });

test.describe('without JavaScript', () => {
  test('every page renders its content from the database', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();

    await page.goto('/shop');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const firstProduct = page.getByRole('main').getByRole('link').filter({ hasText: /\w/ }).first();
    await expect(firstProduct).toBeVisible();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop', exact: true }).hover();
    const categoryHref = await page.locator('a[href^="/product-category/"]').first().getAttribute('href');
    expect(categoryHref).toBeTruthy();
    await page.goto(categoryHref ?? '/shop');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const productHref = await page.locator('main a[href^="/product/"]').first().getAttribute('href');
    await page.goto(productHref ?? '/shop');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: /add to cart/i })).toBeVisible();

    await page.goto('/offers');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.goto('/blog');
    const postHref = await page.locator('main a[href^="/blog/"]').first().getAttribute('href');
    await page.goto(postHref ?? '/blog');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('article')).toBeVisible();
  });

  test('the header search form submits to the results page', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('search');
    await search.getByRole('searchbox', { name: 'Search' }).fill('wireless headphones');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?s=wireless\+headphones/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/wireless headphones/i);
  });
});
