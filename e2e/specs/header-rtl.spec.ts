import { expect, test as base, type Page } from '@playwright/test';
import { startSecondServer } from '../support/second-server';
import { axeViolations, burger, DESKTOP, logoOffset, mainMenu, menuReady, MOBILE, offCanvas } from './header-kit';

/**
 * Right to left as a site that sets SITE_DIRECTION=rtl serves it (spec 2.4): the server writes `dir="rtl"` and
 * the CSS and the menu script follow it. A second server with that setting, started once for this file.
 */
const test = base.extend<object, { rtlOrigin: string }>({
  rtlOrigin: [
    // Playwright reads the fixtures a function needs from its first parameter's pattern: this one needs none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startSecondServer('rtl', { SITE_DIRECTION: 'rtl', SITE_MENU_BACK_LABEL: 'رجوع' });
      await use(server.origin);
      await server.stop();
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  baseURL: async ({ rtlOrigin }, use) => use(rtlOrigin),
});

const box = async (page: Page, selector: string) => {
  const found = await page.locator(selector).boundingBox();
  if (!found) throw new Error(`${selector} has no box`);
  return { ...found, right: found.x + found.width };
};

test.describe('mobile, right to left', () => {
  test.use({ viewport: MOBILE, hasTouch: true });

  test('the logo offset is on the right, the off-canvas opens from the right with localised back entries', async ({
    page,
  }) => {
    await page.goto('/shop');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(await logoOffset(page)).toBeCloseTo(55, 0);
    const logo = await box(page, '.site-logo');
    expect(MOBILE.width - logo.right).toBeGreaterThanOrEqual(55);
    const burgerBox = await burger(page).boundingBox();
    expect((burgerBox?.x ?? 0) + (burgerBox?.width ?? 0)).toBeGreaterThan(MOBILE.width - 30);
    // The cart and account icons sit at the other (left) end of the row.
    const cart = await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).boundingBox();
    expect(cart?.x ?? 999).toBeLessThan(logo.x);

    await burger(page).tap();
    const dialog = offCanvas(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close menu' })).toBeFocused();
    const panel = await dialog.boundingBox();
    expect(Math.round((panel?.x ?? 0) + (panel?.width ?? 0))).toBe(MOBILE.width);
    expect(panel?.x ?? 0).toBeGreaterThan(0);
    await dialog.getByRole('button', { name: 'Shop submenu' }).tap();
    const back = dialog.getByRole('group', { name: 'Shop' }).getByRole('button', { name: 'رجوع' }).first();
    await expect(back).toBeFocused();
    await expect(dialog.getByRole('link', { name: 'Electronics' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    // The overlay is on the left now: a tap there closes everything and reaches nothing below.
    const url = page.url();
    await page.mouse.click(20, 500);
    await expect(dialog).toBeHidden();
    expect(page.url()).toBe(url);
    await burger(page).tap();
    await expect(dialog.getByRole('link', { name: 'Electronics' })).toBeHidden();
  });

  test('no page overflows horizontally at 320 px, and the logo keeps its offset', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/shop');
    const product = (await page.locator('main a[href^="/product/"]').first().getAttribute('href')) ?? '/shop';
    await page.goto('/blog');
    const post = (await page.locator('main a[href^="/blog/"]').first().getAttribute('href')) ?? '/blog';
    for (const path of ['/', '/shop', product, post, '/offers', '/search?s=laptop']) {
      await page.goto(path);
      // In a right-to-left page content that spills past the left edge is what scrolls: scrollWidth counts it.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
      expect(await logoOffset(page), path).toBeCloseTo(55, 0);
    }
  });
});

test.describe('desktop, right to left', () => {
  test.use({ viewport: DESKTOP });

  test('submenus open under their parent toward the left, nested ones beside it, the arrows mirrored', async ({
    page,
  }) => {
    await page.goto('/');
    const toggle = mainMenu(page).getByRole('button', { name: 'Shop submenu' });
    await toggle.focus();
    await menuReady(page);
    await page.keyboard.press('Enter');
    const shop = await box(page, '#site-menu .site-menu__item--parent:has(> #site-menu-sub-0)');
    const sub = await box(page, '#site-menu-sub-0');
    expect(Math.abs(sub.right - shop.right)).toBeLessThanOrEqual(1);
    expect(sub.y).toBeGreaterThanOrEqual(shop.y + shop.height - 1);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const nested = mainMenu(page).getByRole('button', { name: 'Electronics submenu' });
    await expect(nested).toBeFocused();
    // Forward is ArrowLeft in a right-to-left page.
    await page.keyboard.press('ArrowLeft');
    await expect(nested).toHaveAttribute('aria-expanded', 'true');
    const inner = await box(page, `#${await nested.getAttribute('aria-controls')}`);
    expect(inner.right).toBeLessThanOrEqual(sub.x + 1);
    await page.keyboard.press('ArrowRight');
    await expect(nested).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Escape');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(mainMenu(page).getByRole('link', { name: 'Blog', exact: true })).toBeFocused();
  });

  test('a submenu that would pass the left edge is flipped inside the viewport', async ({ page }) => {
    await page.goto('/');
    // The menu pushed to the end of the row (the left), so the last parent's submenu would pass the left edge.
    await page.addStyleTag({ content: '.site-menu > .site-menu__list { justify-content: flex-end }' });
    const toggle = mainMenu(page).getByRole('button', { name: 'Blog submenu' });
    await toggle.focus();
    await menuReady(page);
    await page.keyboard.press('Enter');
    const blog = await box(page, '#site-menu .site-menu__item--parent:has(> #site-menu-sub-1)');
    const sub = await box(page, '#site-menu-sub-1');
    // Flipped: it starts at its parent's left edge and runs to the right, inside the window.
    expect(Math.abs(sub.x - blog.x)).toBeLessThanOrEqual(1);
    expect(sub.x).toBeGreaterThanOrEqual(0);
  });
});
