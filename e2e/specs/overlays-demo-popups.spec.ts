import { expect, type Page } from '@playwright/test';
import { uniqueEmail } from './auth-kit';
import { burger, offCanvas } from './header-kit';
import {
  demoTest as test,
  PHONE_AND_DESKTOP,
  engineMounted,
  freezeClock,
  PHONE,
  press,
  TABLET,
  untilVisible,
  welcomePopup,
} from './overlays-kit';

/**
 * Issue 30: the site's own popups (as `npm start` seeds them) wait for the visitor. An automatic popup never
 * opens over the open menu or a dialog, nor while the visitor fills in a form field; it opens once the page is
 * free. The page clock is installed before each load and frozen once the engine has armed its popups, so the
 * welcome popup's 4 s delay passes when the test moves the clock, not by waiting.
 */

/** Load with the clock installed, wait for the engine, freeze the clock. */
async function openFrozen(page: Page, path: string): Promise<void> {
  await page.clock.install();
  await page.goto(path);
  await engineMounted(page);
  await freezeClock(page);
}

// The off-canvas menu exists below 1024 px only (at 1280 the main menu sits in the header, nothing covers it):
// a touch phone and a touch tablet.
for (const [name, device] of [
  ['390 px', PHONE],
  ['768 px', TABLET],
] as const) {
  test.describe(`the menu, ${name}`, () => {
    test.use(device);

    test('the welcome popup waits while the menu is open, and opens once it is closed', async ({ page }) => {
      await openFrozen(page, '/');
      await burger(page).tap();
      const menu = offCanvas(page);
      await untilVisible(page, menu);
      await page.clock.runFor(6_000); // past the popup's 4 s delay
      await expect(welcomePopup(page)).toBeHidden();
      await page.clock.resume();
      // The menu keeps the visitor's taps: a submenu opens, and Close closes the menu.
      await menu.getByRole('button', { name: 'Shop submenu' }).tap();
      await expect(
        menu.getByRole('group', { name: 'Shop' }).getByRole('button', { name: 'Back' }).first(),
      ).toBeVisible();
      await menu.getByRole('button', { name: 'Close menu' }).tap();
      await expect(menu).toBeHidden();
      await expect(welcomePopup(page)).toBeVisible();
    });
  });
}

for (const [name, device] of PHONE_AND_DESKTOP) {
  test.describe(name, () => {
    test.use(device);

    test('the welcome popup waits while the Register dialog is open, and Register works', async ({ page }) => {
      await openFrozen(page, '/');
      await press(page.getByRole('banner').getByRole('link', { name: 'Log in' }), device.hasTouch);
      const toRegister = page.getByRole('dialog', { name: 'Log in' }).getByRole('link', { name: 'Create an account' });
      await untilVisible(page, toRegister);
      await press(toRegister, device.hasTouch);
      const register = page.getByRole('dialog', { name: 'Create an account' });
      await untilVisible(page, register);
      await register.getByLabel('E-mail address').fill(uniqueEmail('overlays'));
      await register.getByLabel('Name').fill('Overlay Tester');
      await register.getByLabel('Password (at least 10 characters)').fill('a passphrase for the overlays');
      await page.clock.runFor(6_000);
      await expect(welcomePopup(page)).toBeHidden();
      await page.clock.resume();
      await expect(register.getByRole('img', { name: /Security check/ })).toBeVisible();
      await register.getByLabel('Characters from the picture').fill('e2e-pass');
      await press(register.getByRole('button', { name: 'Register' }), device.hasTouch);
      await expect(register.getByRole('status')).toContainText('sent you an e-mail');
      await page.keyboard.press('Escape');
      await expect(register).toBeHidden();
      await expect(welcomePopup(page)).toBeVisible();
    });

    test('on /blog, "Enjoying the articles?" waits while the footer form is filled in, and Subscribe works', async ({
      page,
    }) => {
      await openFrozen(page, '/blog');
      const footer = page.getByRole('contentinfo');
      const form = footer.getByRole('form', { name: 'Newsletter sign-up' });
      const email = form.getByLabel('E-mail address');
      // Focus first, then the page moves: as a keyboard's Tab does, or a phone's keyboard sliding up under the
      // field. Bringing the footer into view passes the scroll popup's 50 %.
      await email.focus();
      await page.clock.runFor(1_000); // past the scroll trigger's 250 ms throttle
      const popup = page.getByRole('dialog', { name: 'Enjoying the articles?' });
      await expect(popup).toBeHidden();
      await email.fill(uniqueEmail('overlays-footer'));
      await page.clock.runFor(1_000);
      await expect(popup).toBeHidden();
      await page.clock.resume();
      await press(form.getByRole('button', { name: 'Subscribe' }), device.hasTouch);
      await expect(form.getByRole('status')).toHaveText(/please check your inbox/i);
      // The sign-up is done and its form no longer holds focus: the page is free, and the popup that waited opens.
      await expect(popup).toBeVisible();
    });
  });
}
