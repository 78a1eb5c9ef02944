import { expect, test, type Page } from '@playwright/test';
import { axeViolations, burger, DESKTOP, layoutShift, logoOffset, MOBILE, offCanvas } from './header-kit';

test.use({ viewport: MOBILE, hasTouch: true });

async function openMenu(page: Page) {
  await burger(page).click();
  const dialog = offCanvas(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('mobile header and off-canvas menu (spec 2.4)', () => {
  test('opens as a modal with focus on Close; arrows drill into submenus with a back entry', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const dialog = await openMenu(page);
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(burger(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(dialog.getByRole('button', { name: 'Close menu' })).toBeFocused();
    // Every menu merged without duplicates.
    await expect(dialog.getByRole('link', { name: 'Shop', exact: true })).toHaveCount(1);
    await expect(dialog.getByRole('link', { name: 'Blog', exact: true })).toHaveCount(1);
    await expect(dialog.getByRole('link', { name: 'Offers', exact: true })).toHaveCount(1);
    await expect(dialog.getByRole('link', { name: 'Electronics' })).toBeHidden();

    const shopArrow = dialog.getByRole('button', { name: 'Shop submenu' });
    await shopArrow.click();
    const back = dialog.getByRole('group', { name: 'Shop' }).getByRole('button', { name: 'Back' }).first();
    await expect(back).toBeFocused();
    await expect(dialog.getByRole('link', { name: 'Electronics' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Electronics submenu' }).click();
    const deeper = dialog.getByRole('group', { name: 'Electronics' }).getByRole('button', { name: 'Back' });
    await expect(deeper).toBeFocused();
    await deeper.click();
    await expect(dialog.getByRole('button', { name: 'Electronics submenu' })).toBeFocused();
    await back.click();
    await expect(shopArrow).toBeFocused();
    await expect(dialog.getByRole('link', { name: 'Electronics' })).toBeHidden();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the overlay closes the menu and every open submenu, without clicking through to the page', async ({ page }) => {
    await page.goto('/shop');
    const url = page.url();
    const dialog = await openMenu(page);
    await dialog.getByRole('button', { name: 'Shop submenu' }).click();
    // Right of the panel, over a product card: the overlay takes the click.
    await page.mouse.click(370, 500);
    await expect(dialog).toBeHidden();
    await expect(burger(page)).toBeFocused();
    expect(page.url()).toBe(url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Shop/);
    await openMenu(page);
    await expect(offCanvas(page).getByRole('link', { name: 'Electronics' })).toBeHidden();
  });

  test('focus stays inside, the page does not scroll, Escape and Close close it with focus back', async ({ page }) => {
    await page.goto('/');
    const dialog = await openMenu(page);
    const close = dialog.getByRole('button', { name: 'Close menu' });
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('link', { name: 'Offers', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(burger(page)).toBeFocused();
    await openMenu(page);
    await close.click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  });

  test('link actions (shell:off-canvas) open, toggle and close it; closing it closes the shop filter sidebar', async ({
    page,
  }) => {
    await page.goto('/shop');
    const action = (name: string) =>
      page.evaluate(
        (a) => document.dispatchEvent(new CustomEvent('shell:off-canvas', { detail: { action: a } })),
        name,
      );
    await action('open');
    await expect(offCanvas(page)).toBeVisible();
    await action('toggle');
    await expect(offCanvas(page)).toBeHidden();
    await action('toggle');
    await expect(offCanvas(page)).toBeVisible();
    await action('close');
    await expect(offCanvas(page)).toBeHidden();

    await page.getByRole('link', { name: 'Filters', exact: true }).click();
    const filters = page.getByRole('dialog', { name: 'Filter products' });
    await expect(filters).toBeVisible();
    await action('open');
    await expect(offCanvas(page)).toBeVisible();
    await offCanvas(page).getByRole('button', { name: 'Close menu' }).click();
    await expect(offCanvas(page)).toBeHidden();
    await expect(filters).toBeHidden();
  });

  test('is hidden above 1023 px, and closes when the window grows', async ({ page }) => {
    await page.goto('/');
    await openMenu(page);
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(offCanvas(page)).toBeHidden();
    await expect(burger(page)).toBeHidden();
    await page.setViewportSize(DESKTOP);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('the mobile header: cart cell with its count and the account icon in the row, logo 55 px from the start edge', async ({
    page,
  }) => {
    await page.goto('/shop');
    const banner = page.getByRole('banner');
    const row = await page.locator('.site-header__main').boundingBox();
    for (const name of [/^Cart/, /^Log in$/]) {
      const box = await banner.getByRole('link', { name }).boundingBox();
      expect(box && row && box.y >= row.y && box.y + box.height <= row.y + row.height).toBe(true);
    }
    expect(await logoOffset(page)).toBeCloseTo(55, 0);
    const burgerBox = await burger(page).boundingBox();
    expect(burgerBox?.x ?? 999).toBeLessThan(30);

    const card = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: /^Add to cart/ }) })
      .first();
    const form = card.locator('[data-island="mf-shop/add-to-cart"]');
    await form.hover();
    await expect(form).toHaveAttribute('data-island-state', 'mounted');
    await card.getByRole('button', { name: /^Add to cart/ }).click();
    const cart = banner.getByRole('link', { name: /^Cart/ });
    await expect(cart).toHaveAccessibleName('Cart (1 item)');
    await expect(cart.locator('*').filter({ hasText: '1' }).first()).toBeVisible();
    // Right to left: header-rtl.spec.ts, against a server started with SITE_DIRECTION=rtl.
  });

  test('the header row fits from 320 px up with the logo still 55 px from the start edge', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    for (const path of ['/', '/shop', '/offers', '/search?s=laptop']) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
      expect(await logoOffset(page)).toBeCloseTo(55, 0);
    }
  });

  for (const path of ['/', '/shop', 'a post']) {
    test(`${path}: no layout shift, no horizontal overflow and zero axe violations at 390 px, menu closed and open`, async ({
      page,
    }) => {
      if (path === 'a post') {
        await page.goto('/blog');
        await page.goto((await page.locator('main a[href^="/blog/"]').first().getAttribute('href')) ?? '/blog');
      } else await page.goto(path);
      const shift = await layoutShift(page);
      expect(shift.total, shift.sources.join('\n')).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
      expect(await axeViolations(page)).toEqual([]);
      await openMenu(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
