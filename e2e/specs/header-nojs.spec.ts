import { expect, test } from '@playwright/test';
import { MOBILE } from './header-kit';

// The header's menus without JavaScript: the off-canvas panel is the burger's :target, every level listed.
test.use({ javaScriptEnabled: false, viewport: MOBILE });

test('without JavaScript the burger opens the off-canvas menu with every level, and Close closes it', async ({
  page,
}) => {
  await page.goto('/shop');
  await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Electronics' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Shop submenu' })).toBeHidden();
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Shop/);
});
