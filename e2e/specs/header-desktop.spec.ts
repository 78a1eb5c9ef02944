import { expect, test } from '@playwright/test';
import { DEMO, logInWithDialog } from './auth-kit';
import { DESKTOP, layoutShift, mainMenu, menuReady, reachHeader } from './header-kit';

test.use({ viewport: DESKTOP });

test.describe('desktop header menu (spec 2.4)', () => {
  test('submenus open on hover intent (rest 100 ms) and close 120 ms after the pointer leaves, on a driven clock', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/');
    await reachHeader(page);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const shop = mainMenu(page).getByRole('link', { name: 'Shop', exact: true });
    const submenu = mainMenu(page).getByRole('link', { name: 'Electronics' });
    await shop.hover();
    await page.clock.runFor(99);
    await expect(submenu).toBeHidden();
    await page.clock.runFor(1);
    await expect(submenu).toBeVisible();
    // Under its parent, not over the next entry.
    const parentBox = await shop.boundingBox();
    const subBox = await submenu.boundingBox();
    expect(subBox?.y ?? 0).toBeGreaterThan((parentBox?.y ?? 0) + (parentBox?.height ?? 0) - 1);
    await page.mouse.move(640, 600);
    await page.clock.runFor(119);
    await expect(submenu).toBeVisible();
    await page.clock.runFor(1);
    await expect(submenu).toBeHidden();
  });

  test('keyboard: Enter/Space toggle, arrows move in and out, Escape closes with focus on the toggle', async ({
    page,
  }) => {
    await page.goto('/');
    const toggle = mainMenu(page).getByRole('button', { name: 'Shop submenu' });
    await toggle.focus();
    await menuReady(page);
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowDown');
    await expect(mainMenu(page).getByRole('link', { name: 'Electronics' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    const nested = mainMenu(page).getByRole('button', { name: 'Electronics submenu' });
    await expect(nested).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(nested).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(nested).toHaveAttribute('aria-expanded', 'false');
    await expect(nested).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(mainMenu(page).getByRole('link', { name: 'Blog', exact: true })).toBeFocused();
  });

  test('a submenu that would pass the viewport edge is flipped inside it', async ({ page }) => {
    await page.goto('/');
    // The menu pushed to the end of the row, so the last parent's submenu would overflow to the right.
    await page.addStyleTag({ content: '.site-menu > .site-menu__list { justify-content: flex-end }' });
    const toggle = mainMenu(page).getByRole('button', { name: 'Blog submenu' });
    await toggle.focus();
    await menuReady(page);
    await page.keyboard.press('Enter');
    const box = await page.locator('#site-menu-sub-1').boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(DESKTOP.width);
  });

  test('the header sticks at the top (spacing 0) and nothing shifts while scrolling', async ({ page }) => {
    await page.goto('/shop');
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const header = await page.getByRole('banner').boundingBox();
    expect(header?.y).toBe(0);
    await expect(mainMenu(page)).toBeInViewport();
    const shift = await layoutShift(page);
    expect(shift.total, shift.sources.join('\n')).toBe(0);
  });

  test('the avatar dropdown closes on a click elsewhere and on Escape; My account is a page', async ({ page }) => {
    await page.goto('/');
    await logInWithDialog(page, DEMO.email, DEMO.password, DEMO.name);
    await reachHeader(page);
    const avatar = page.getByRole('banner').getByText(DEMO.name, { exact: true });
    const account = page.getByRole('banner').getByRole('link', { name: 'My account' });
    await avatar.click();
    await expect(account).toBeVisible();
    await page.getByRole('main').click({ position: { x: 5, y: 5 } });
    await expect(account).toBeHidden();
    await avatar.click();
    await expect(account).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(account).toBeHidden();
    await avatar.click();
    const [response] = await Promise.all([page.waitForResponse(/\/account$/), account.click()]);
    expect(response.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  });
});
