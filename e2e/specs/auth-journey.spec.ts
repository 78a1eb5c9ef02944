import { expect, test } from '@playwright/test';
import { linkFromOutbox, logInWithDialog, openHeaderLogin, registerAccount, uniqueEmail } from './auth-kit';

test('password reset by e-mail, end to end: request, read the mail, open the link, set a password, log in with it', async ({
  page,
}) => {
  const email = uniqueEmail('journey');
  const name = 'Journey Tester';
  await registerAccount(page, email, 'first passphrase of the journey', name);

  // 1. Ask for a reset link from the dialog (login → "Forgot your password?").
  await page.goto('/');
  await openHeaderLogin(page);
  await page.getByRole('dialog').getByRole('link', { name: 'Forgot your password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset your password' });
  await dialog.getByLabel('E-mail address').fill(email);
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await expect(dialog.getByRole('status')).toContainText('If an account exists');

  // 2. Read the mail from the development outbox and open its link.
  const link = await linkFromOutbox(page.request, email, /reset your password/, '/reset-password?token=');
  expect(link).toMatch(/^\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();

  // 3. Set the new password.
  const newPassword = 'second passphrase after the reset';
  await page.getByLabel('New password (at least 10 characters)').fill(newPassword);
  await page.getByLabel('New password again').fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('main').getByRole('status')).toBeVisible();

  // 4. The link is single-use.
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText('invalid or has expired');

  // 5. The old password no longer works; the new one does.
  await page.goto('/');
  const login = await openHeaderLogin(page);
  await login.getByLabel('E-mail address').fill(email);
  await login.getByLabel('Password').fill('first passphrase of the journey');
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login.getByRole('alert')).toHaveText(/\S/);
  await page.keyboard.press('Escape');
  await logInWithDialog(page, email, newPassword, name);
});
