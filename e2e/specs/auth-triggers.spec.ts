import AxeBuilder from '@axe-core/playwright';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { clickTrigger, DEMO, findPost } from './auth-kit';

let replyPost = '';
let restrictedPost = '';

test.beforeAll(async ({ baseURL }) => {
  // A cookie-less client, so the posts are found as a logged-out visitor sees them.
  const request = await playwrightRequest.newContext({ baseURL });
  replyPost = await findPost(request, 'content-comment__reply-login');
  restrictedPost = await findPost(request, 'content-restricted__login');
  await request.dispose();
});

test.describe('login triggers (spec 3.8, 4.4)', () => {
  test('login, register, resetpass and restrict each open their own dialog', async ({ page }) => {
    await page.goto('/');
    const expected = {
      login: 'Log in',
      register: 'Create an account',
      resetpass: 'Reset your password',
      restrict: 'Log in to see this content',
    } as const;
    for (const [type, name] of Object.entries(expected) as [keyof typeof expected, string][]) {
      await clickTrigger(page, { type }, `Trigger ${type}`);
      await expect(page.getByRole('dialog', { name })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
  });

  test('url goes to its customurl', async ({ page }) => {
    await page.goto('/');
    await clickTrigger(page, { type: 'url', customurl: '/offers' });
    await expect(page).toHaveURL(/\/offers$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('default without a custom login URL and without cashback opens the login popup', async ({ page }) => {
    await page.goto('/');
    await clickTrigger(page, { type: 'default' });
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await expect(page.locator('.auth-cashback')).toHaveCount(0);
  });

  test('default goes to the site customloginurl when one is configured', async ({ page }) => {
    // The site setting comes from the page's bootstrap data; the test serves it with a custom URL.
    await page.route('**/offers', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace('"customLoginUrl":null', '"customLoginUrl":"/lost-password"');
      await route.fulfill({ response, body });
    });
    await page.goto('/offers');
    await clickTrigger(page, {
      type: 'default',
      cashback: { cashbacknotice: 'Earn 5% back', merchant: 'Shop A', url: 'https://shop-a.example/' },
    });
    await expect(page).toHaveURL(/\/lost-password$/);
    await expect(page.getByRole('heading', { name: 'Reset your password', level: 1 })).toBeVisible();
  });

  test('cashback: the notice with the merchant and its link, then the login popup', async ({ page }) => {
    await page.goto('/offers');
    const offer = page
      .locator('.shop-offer')
      .filter({ has: page.getByRole('link', { name: 'Log in to get cashback' }) })
      .first();
    const merchant = (await offer.locator('.shop-offer__merchant').innerText()).split(' · ')[0]?.trim() ?? '';
    const notice = (await offer.locator('.shop-cashback').innerText()).split('. Log in')[0]?.trim() ?? '';
    await offer.getByRole('link', { name: 'Log in to get cashback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('.auth-cashback')).toContainText(notice);
    const link = dialog.getByRole('link', { name: merchant, exact: true });
    await expect(link).toHaveAttribute('href', /^https?:\/\//);
    await expect(dialog.getByLabel('E-mail address')).toBeVisible();
    const axe = await new AxeBuilder({ page }).include('[role=dialog]').analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
  });

  test("the comment links 'reply login' and 'must log in' open the login popup", async ({ page }) => {
    await page.goto(replyPost);
    await page.getByRole('link', { name: 'Log in to Reply' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: 'Log in to Reply' }).first()).toBeFocused();
    const mustLogIn = page.locator('.content-comments__login').getByRole('link', { name: 'log in' });
    await mustLogIn.click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await expect(dialog).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(replyPost);
    // Logging in from the comment link brings the visitor back to the same post, logged in.
    await dialog.getByLabel('E-mail address').fill(DEMO.email);
    await dialog.getByLabel('Password').fill(DEMO.password);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('banner').getByText(DEMO.name, { exact: true })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(replyPost);
    await expect(page.locator('.content-comments__login')).toHaveCount(0);
  });

  test('a restricted post prompts with the restricted-content popup and shows the full post after login', async ({
    page,
  }) => {
    await page.goto(restrictedPost);
    await expect(page.getByText('This article is for members only.')).toBeVisible();
    await page.getByRole('link', { name: 'Log in to read the full article' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in to see this content' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('E-mail address').fill(DEMO.email);
    await dialog.getByLabel('Password').fill(DEMO.password);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('banner').getByText(DEMO.name, { exact: true })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(restrictedPost);
    await expect(page.getByText('This article is for members only.')).toHaveCount(0);
  });
});
