import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from './auth-kit';
import { offCanvas } from './header-kit';
import { engineMounted, headerControlsUnder, PHONE_AND_DESKTOP, press } from './overlays-kit';

/**
 * Issue 30: the overlays of every team on one layer stack. A popup's link that opens the menu closes the popup
 * first; Escape in a lightbox over a popup closes the lightbox only; toasts sit 20 px below the sticky header
 * and leave every header control usable. On the demo pages (`/popups/demo/*`, seeded on every site).
 */
async function openLinkPopup(page: Page, touch: boolean) {
  await page.goto('/popups/demo/links');
  await engineMounted(page);
  await press(page.getByRole('link', { name: 'Open the link popup' }), touch);
  const popup = page.getByRole('dialog', { name: 'Opened by a link' });
  await expect(popup).toBeVisible();
  return popup;
}

/** The toast's box is right-aligned 20 px below the header, and no header control lies under it. */
async function expectClearOfHeader(page: Page, text: string | RegExp): Promise<void> {
  const toast = page.getByRole('status').filter({ hasText: text });
  await expect(toast).toBeVisible();
  const box = await toast.boundingBox();
  const header = await page.locator('#site-header').boundingBox();
  if (!box || !header) throw new Error('the toast or the header has no box');
  expect(box.y).toBe(Math.ceil(header.y + header.height) + 20);
  expect(page.viewportSize()?.width ?? 0).toBeGreaterThanOrEqual(box.x + box.width);
  expect(await headerControlsUnder(page, box)).toEqual([]);
}

for (const [name, device] of PHONE_AND_DESKTOP) {
  test.describe(name, () => {
    test.use(device);
    const touch = device.hasTouch;

    test('a popup link that opens the menu closes the popup first', async ({ page }) => {
      const popup = await openLinkPopup(page, touch);
      await press(popup.getByRole('link', { name: 'Open the site menu' }), touch);
      await expect(popup).toBeHidden();
      if (touch) {
        // Below 1024 px the off-canvas opens, on top, and takes the visitor's taps.
        const menu = offCanvas(page);
        await expect(menu).toBeVisible();
        await menu.getByRole('button', { name: 'Close menu' }).tap();
        await expect(menu).toBeHidden();
      } else {
        // At 1280 the main menu is in the header: nothing covers it once the popup has gone.
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop' }).click({ trial: true });
      }
      await expect(page.locator('html')).not.toHaveClass(/shell-scroll-locked/);
    });

    test('Escape in a lightbox opened from a popup closes the lightbox only, and focus returns', async ({ page }) => {
      const popup = await openLinkPopup(page, touch);
      const photo = popup.getByRole('link', { name: 'See the demo photo' });
      await press(photo, touch);
      const lightbox = page.getByRole('dialog', { name: 'See the demo photo' });
      await expect(lightbox).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(lightbox).toBeHidden();
      await expect(popup).toBeVisible();
      await expect(photo).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(popup).toBeHidden();
    });

    test('"Added to your cart" leaves the header usable', async ({ page }) => {
      await page.goto('/shop');
      const form = page.locator('[data-island="mf-shop/add-to-cart"]').first();
      await press(form.getByRole('button', { name: /^Add to cart/ }), touch);
      await expectClearOfHeader(page, /^Added to your cart\. Subtotal/);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Cart (1 item)' })).toBeVisible();
    });

    test('the newsletter toast leaves the header usable', async ({ page }) => {
      await page.goto('/offers');
      const form = page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter sign-up' });
      await form.getByLabel('E-mail address').fill(uniqueEmail('overlays-toast'));
      await press(form.getByRole('button', { name: 'Subscribe' }), touch);
      await expectClearOfHeader(page, 'Signed up: confirm your subscription');
    });
  });
}
