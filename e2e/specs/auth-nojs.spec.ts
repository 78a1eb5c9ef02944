import { expect, test } from '@playwright/test';
import { CAPTCHA_TEST_ANSWER, DEMO, uniqueEmail } from './auth-kit';

// The same account forms work with JavaScript off: they post normally and land on a page with the outcome.
test.use({ javaScriptEnabled: false });

test.describe('auth forms without JavaScript', () => {
  test('the header login link leads to the login page; a wrong password shows the error, the right one logs in; logout works', async ({
    page,
  }) => {
    await page.goto('/offers');
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const form = page.getByRole('main').getByRole('form', { name: 'Log in' });
    await form.getByLabel('E-mail address').fill(DEMO.email);
    await form.getByLabel('Password').fill('not-the-password');
    await form.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(/\S/);

    await page.getByRole('main').getByLabel('Password').fill(DEMO.password);
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('banner').getByText(DEMO.name, { exact: true })).toBeVisible();

    await page.getByRole('banner').getByText(DEMO.name, { exact: true }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  });

  test('a malformed e-mail is posted as typed and the server answers (no browser check, spec 5)', async ({ page }) => {
    await page.goto('/login');
    const form = page.getByRole('main').getByRole('form', { name: 'Log in' });
    await form.getByLabel('E-mail address').fill('not-an-email');
    await form.getByLabel('Password').fill('whatever');
    await form.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(/e-mail address/i);
  });

  test('a comment login link returns to its post after logging in', async ({ page }) => {
    await page.goto('/blog');
    await page.locator('main a[href^="/blog/"]').first().click();
    const post = new URL(page.url()).pathname;
    await page.locator('.content-comments__login').getByRole('link', { name: 'log in' }).click();
    await page.getByRole('main').getByLabel('E-mail address').fill(DEMO.email);
    await page.getByRole('main').getByLabel('Password').fill(DEMO.password);
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(new RegExp(`${post}$`));
    await expect(page.getByRole('banner').getByText(DEMO.name, { exact: true })).toBeVisible();
  });

  test('registration page: the captcha picture is there and a registration is accepted', async ({ page }) => {
    await page.goto('/register');
    await expect(page.getByRole('img', { name: /Security check/ })).toBeVisible();
    await page.getByRole('main').getByLabel('E-mail address').fill(uniqueEmail('nojs'));
    await page.getByLabel('Name').fill('No Script');
    await page.getByLabel('Password (at least 10 characters)').fill('a long and unusual passphrase');
    await page.getByLabel('Type the characters from the picture').fill(CAPTCHA_TEST_ANSWER);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText('sent you an e-mail');
  });

  test('lost-password page answers with the neutral message', async ({ page }) => {
    await page.goto('/lost-password');
    await page.getByRole('main').getByLabel('E-mail address').fill(uniqueEmail('nojs-reset'));
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText('If an account exists');
  });
});
