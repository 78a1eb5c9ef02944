import { expect, test } from '@playwright/test';
import {
  CAPTCHA_TEST_ANSWER,
  clickTrigger,
  DELAYS,
  DEMO,
  markDocument,
  openHeaderLogin,
  pauseClock,
  uniqueEmail,
} from './auth-kit';

/*
 * Spec 4.4 outcomes with their spec 9 delays. The page clock is frozen once the dialog is open, so
 * each redirect or reload happens exactly when the test moves the clock past its delay.
 */
test.describe('auth outcomes (spec 4.4)', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
  });

  test('login success hides the submit button and reloads after exactly 200 ms', async ({ page }) => {
    await page.goto('/offers');
    const dialog = await openHeaderLogin(page);
    await pauseClock(page);
    await dialog.getByLabel('E-mail address').fill(DEMO.email);
    await dialog.getByLabel('Password').fill(DEMO.password);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog.getByRole('status')).toBeVisible();
    await expect(dialog.getByRole('button', { name: /Log in/ })).toHaveCount(0);
    const samePage = await markDocument(page);
    await page.clock.runFor(DELAYS.login - 1);
    expect(await samePage()).toBe(true);
    const reloaded = page.waitForEvent('load');
    await page.clock.runFor(1);
    await reloaded;
    expect(new URL(page.url()).pathname).toBe('/offers');
    await expect(page.getByRole('banner').getByText(DEMO.name, { exact: true })).toBeVisible();
  });

  test('login success goes to redirecturl after exactly 200 ms', async ({ page }) => {
    await page.goto('/offers');
    const dialog = await openHeaderLogin(page);
    // The dialog sends no redirect_to of its own; this one comes from the page, as a site-relative path.
    await dialog.locator('form').evaluate((form) => {
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = 'redirect_to';
      input.value = '/shop';
      form.append(input);
    });
    await pauseClock(page);
    await dialog.getByLabel('E-mail address').fill(DEMO.email);
    await dialog.getByLabel('Password').fill(DEMO.password);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog.getByRole('status')).toBeVisible();
    await page.clock.runFor(DELAYS.login - 1);
    expect(new URL(page.url()).pathname).toBe('/offers');
    await page.clock.runFor(1);
    await page.waitForURL(/\/shop$/);
  });

  test('login failure shows the server message, removes the loading state and never redirects', async ({ page }) => {
    await page.goto('/offers');
    const dialog = await openHeaderLogin(page);
    await pauseClock(page);
    await dialog.getByLabel('E-mail address').fill(DEMO.email);
    await dialog.getByLabel('Password').fill('wrong-password-123');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(/\S/);
    const button = dialog.getByRole('button', { name: 'Log in' });
    await expect(button).toBeEnabled();
    await expect(dialog.locator('form')).not.toHaveClass(/auth-dialog--loading/);
    await expect(dialog.locator('form')).toHaveAttribute('aria-busy', 'false');
    const samePage = await markDocument(page);
    await page.clock.runFor(10_000);
    expect(await samePage()).toBe(true);
    await expect(dialog).toBeVisible();
  });

  test('a network failure shows the generic message', async ({ page }) => {
    await page.goto('/offers');
    const dialog = await openHeaderLogin(page);
    await page.route('**/api/ajax', (route) => route.abort('failed'));
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('An error has occured. Please try again in a few moments.');
  });

  test('registration success marks the popup registration-complete and reloads after exactly 4000 ms', async ({
    page,
  }) => {
    await page.goto('/shop');
    await clickTrigger(page, { type: 'register' });
    const dialog = page.getByRole('dialog', { name: 'Create an account' });
    await expect(dialog.getByRole('img', { name: /Security check/ })).toBeVisible();
    await pauseClock(page);
    await dialog.getByLabel('E-mail address').fill(uniqueEmail('outcome'));
    await dialog.getByLabel('Name').fill('Outcome Tester');
    await dialog.getByLabel('Password (at least 10 characters)').fill('a long and unusual passphrase');
    await dialog.getByLabel('Characters from the picture').fill(CAPTCHA_TEST_ANSWER);
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(dialog).toHaveClass(/auth-dialog--registration-complete/);
    await expect(dialog.getByRole('status')).toContainText('sent you an e-mail');
    const samePage = await markDocument(page);
    await page.clock.runFor(DELAYS.registration - 1);
    expect(await samePage()).toBe(true);
    const reloaded = page.waitForEvent('load');
    await page.clock.runFor(1);
    await reloaded;
    expect(new URL(page.url()).pathname).toBe('/shop');
  });

  test('registration failure (wrong captcha) shows the message and a new picture, no reload', async ({ page }) => {
    await page.goto('/shop');
    await clickTrigger(page, { type: 'register' });
    const dialog = page.getByRole('dialog', { name: 'Create an account' });
    const picture = dialog.getByRole('img', { name: /Security check/ });
    await expect(picture).toBeVisible();
    const first = await picture.getAttribute('src');
    await dialog.getByLabel('E-mail address').fill(uniqueEmail('captcha'));
    await dialog.getByLabel('Name').fill('Captcha Tester');
    await dialog.getByLabel('Password (at least 10 characters)').fill('a long and unusual passphrase');
    await dialog.getByLabel('Characters from the picture').fill('WRONG');
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(dialog.getByRole('alert')).toContainText('picture');
    await expect(picture).not.toHaveAttribute('src', first ?? '');
    await expect(dialog).not.toHaveClass(/registration-complete/);
  });

  test('reset-password success reloads after exactly 3000 ms', async ({ page }) => {
    await page.goto('/blog');
    await clickTrigger(page, { type: 'resetpass' });
    const dialog = page.getByRole('dialog', { name: 'Reset your password' });
    // The island renders through timers: let it finish before the clock stops.
    await expect(dialog.getByLabel('E-mail address')).toBeVisible();
    await pauseClock(page);
    await dialog.getByLabel('E-mail address').fill(uniqueEmail('nobody'));
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    await expect(dialog.getByRole('status')).toContainText('If an account exists');
    const samePage = await markDocument(page);
    await page.clock.runFor(DELAYS.reset - 1);
    expect(await samePage()).toBe(true);
    const reloaded = page.waitForEvent('load');
    await page.clock.runFor(1);
    await reloaded;
    expect(new URL(page.url()).pathname).toBe('/blog');
  });
});
