import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { logInWithDialog, registerAccount, uniqueEmail } from './auth-kit';

async function axeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).include('main').analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('the avatar menu leads to My account, where the password is changed; the new one logs in', async ({ page }) => {
  const email = uniqueEmail('account');
  const name = 'Account Tester';
  const first = 'first passphrase of the account';
  const second = 'second passphrase of the account';
  await registerAccount(page, email, first, name);
  await page.goto('/');
  await logInWithDialog(page, email, first, name);

  // 1. The avatar menu's "My account" opens the account page: who the visitor is, and the forms.
  const banner = page.getByRole('banner');
  await banner.getByText(name, { exact: true }).click();
  await banner.getByRole('link', { name: 'My account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();
  await expect(main.getByText(name, { exact: true })).toBeVisible();
  await expect(main.getByText(email, { exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // 2. A wrong current password is refused with the server's message; nothing is checked in the browser.
  const form = main.getByRole('form', { name: 'Change your password' });
  const fill = async (current: string, next: string, again: string) => {
    await form.getByLabel('Current password').fill(current);
    await form.getByLabel('New password (at least 10 characters)').fill(next);
    await form.getByLabel('New password again').fill(again);
    await form.getByRole('button', { name: 'Change password' }).click();
  };
  await fill('not my password at all', second, second);
  await expect(main.getByRole('alert')).toContainText('current password is not right');
  expect(await axeViolations(page)).toEqual([]);

  // 3. The right one changes it, and the page says so.
  await fill(first, second, second);
  await expect(main.getByRole('status')).toContainText('Your password has been changed');
  await expect(banner.getByText(name, { exact: true })).toBeVisible();

  // 4. Log out from the page; the account page then asks for a login and comes back after it.
  await main.getByRole('button', { name: 'Log out' }).click();
  await expect(banner.getByRole('link', { name: 'Log in' })).toBeVisible();
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?redirect_to=%2Faccount$/);
  const login = page.getByRole('main').getByRole('form', { name: 'Log in' });
  await login.getByLabel('E-mail address').fill(email);
  await login.getByLabel('Password').fill(first);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(/\S/);

  await page.getByRole('main').getByLabel('Password').fill(second);
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('main').getByText(email, { exact: true })).toBeVisible();
});
