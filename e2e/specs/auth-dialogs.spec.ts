import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { clickTrigger, DEMO, logInWithDialog, openHeaderLogin } from './auth-kit';

const DIALOGS = [
  { type: 'login', name: 'Log in' },
  { type: 'register', name: 'Create an account' },
  { type: 'resetpass', name: 'Reset your password' },
  { type: 'restrict', name: 'Log in to see this content' },
] as const;

async function axeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).include('[role=dialog]').analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('auth dialogs', () => {
  for (const { type, name } of DIALOGS) {
    test(`${type}: a labelled modal with an empty error area, focus inside, zero axe violations`, async ({ page }) => {
      await page.goto('/');
      await clickTrigger(page, { type });
      const dialog = page.getByRole('dialog', { name });
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAttribute('aria-modal', 'true');
      await expect(dialog.getByRole('alert')).toHaveText('');
      await expect(dialog.getByLabel('E-mail address')).toBeFocused();
      if (type === 'register') await expect(dialog.getByRole('img', { name: /Security check/ })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('an error shown, then cleared when the dialog is opened again', async ({ page }) => {
    await page.goto('/');
    const dialog = await openHeaderLogin(page);
    await dialog.getByLabel('E-mail address').fill(DEMO.email);
    await dialog.getByLabel('Password').fill('not-the-password');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog.getByRole('alert')).not.toHaveText('');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await openHeaderLogin(page);
    await expect(page.getByRole('dialog').getByRole('alert')).toHaveText('');
  });

  test('a malformed e-mail reaches the server, whose message is shown (no browser check, spec 5)', async ({ page }) => {
    await page.goto('/');
    const dialog = await openHeaderLogin(page);
    await dialog.getByLabel('E-mail address').fill('not-an-email');
    await dialog.getByLabel('Password').fill('whatever');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(/e-mail address/i);
  });

  test('focus is trapped (Tab and Shift+Tab cycle) and returns to the trigger on Escape and on Close', async ({
    page,
  }) => {
    await page.goto('/');
    const trigger = page.getByRole('banner').getByRole('link', { name: 'Log in' });
    const dialog = await openHeaderLogin(page);
    const email = dialog.getByLabel('E-mail address');
    await expect(email).toBeFocused();
    // Going round once forward ends back on the first control; no stop is outside the dialog.
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await dialog.getByRole('button', { name: 'Close' }).focus();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('link', { name: 'Forgot your password?' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    await trigger.press('Enter');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('links switch between login, registration and reset', async ({ page }) => {
    await page.goto('/');
    const trigger = page.getByRole('banner').getByRole('link', { name: 'Log in' });
    await openHeaderLogin(page);
    await page.getByRole('dialog').getByRole('link', { name: 'Create an account' }).click();
    const register = page.getByRole('dialog', { name: 'Create an account' });
    await expect(register).toBeVisible();
    await expect(register.getByLabel('E-mail address')).toBeFocused();
    await register.getByRole('link', { name: 'Already have an account? Log in' }).click();
    await page.getByRole('dialog', { name: 'Log in' }).getByRole('link', { name: 'Forgot your password?' }).click();
    const reset = page.getByRole('dialog', { name: 'Reset your password' });
    await expect(reset).toBeVisible();
    await reset.getByRole('link', { name: 'Back to log in' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(trigger).toBeFocused();
    expect(page.url()).toMatch(/\/$/);
  });

  test('the registration captcha reloads to a new picture', async ({ page }) => {
    await page.goto('/');
    await clickTrigger(page, { type: 'register' });
    const picture = page.getByRole('dialog').getByRole('img', { name: /Security check/ });
    const first = await picture.getAttribute('src');
    const next = page.waitForResponse((r) => r.url().endsWith('/api/auth/captcha') && r.ok());
    await page.getByRole('dialog').getByRole('button', { name: 'New picture' }).click();
    await next;
    await expect(picture).not.toHaveAttribute('src', first ?? '');
  });

  test('logged-in visitors get no auth dialog, and logout works', async ({ page }) => {
    await page.goto('/');
    await logInWithDialog(page, DEMO.email, DEMO.password, DEMO.name);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toHaveCount(0);
    for (const { type } of DIALOGS) await clickTrigger(page, { type }, `Trigger ${type}`);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('banner').getByText(DEMO.name, { exact: true }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  });
});
