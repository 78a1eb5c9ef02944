import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO } from './auth-kit';

// The demo administrator mf-auth seeds.
const ADMIN = { email: 'admin@example.com', password: 'admin-password-2026', name: 'Site Admin' } as const;

// Forms as a browser without JavaScript posts them: moderation works with plain pages.
test.use({ javaScriptEnabled: false });

async function loggedInPage(browser: Browser, account: { email: string; password: string }, to: string) {
  const page = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  await page.goto(`/login?redirect_to=${encodeURIComponent(to)}`);
  await page.getByRole('main').getByLabel('E-mail address').fill(account.email);
  await page.getByRole('main').getByLabel('Password').fill(account.password);
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`${to}$`));
  return page;
}

async function firstPost(page: Page): Promise<string> {
  await page.goto('/blog');
  const href = await page.getByRole('main').locator('a[href^="/blog/"]').first().getAttribute('href');
  if (!href) throw new Error('no post on /blog');
  return href;
}

test.describe('comment moderation', () => {
  test("a new account's first comment waits for an administrator, who approves it", async ({ browser, page }) => {
    const post = await firstPost(page);
    const text = `First words ${Date.now()}`;

    const author = await loggedInPage(browser, DEMO, post);
    await author.getByLabel('Leave a comment').fill(text);
    await author.locator('.content-comments__respond').getByRole('button', { name: 'Post comment' }).click();
    await expect(author).toHaveURL(/#comment-\d+$/);
    const own = author.getByRole('listitem').filter({ hasText: text });
    await expect(own.getByRole('status')).toHaveText('Your comment is awaiting moderation.');

    await page.goto(post);
    await expect(page.getByRole('heading', { name: /comments?$/ })).toBeVisible();
    await expect(page.getByText(text)).toHaveCount(0);

    const admin = await loggedInPage(browser, ADMIN, '/admin/comments');
    await expect(admin.getByRole('heading', { name: 'Comments awaiting moderation' })).toBeVisible();
    const held = admin.getByRole('listitem').filter({ hasText: text });
    await held.getByRole('button', { name: `Approve the comment by ${DEMO.name}` }).click();
    await expect(admin).toHaveURL(/\/admin\/comments$/);
    await expect(admin.getByRole('listitem').filter({ hasText: text })).toHaveCount(0);
    await expect(admin.getByRole('table', { name: 'Decisions, newest first' }).getByRole('row').nth(1)).toContainText(
      `${ADMIN.name} (#`,
    );

    await page.reload();
    await expect(page.getByText(text)).toBeVisible();
  });

  test('the moderation queue is for administrators only', async ({ browser, page }) => {
    await page.goto('/admin/comments');
    await expect(page.getByRole('main')).toContainText('Log in with an administrator account to moderate comments.');
    const customer = await loggedInPage(browser, DEMO, '/offers');
    await customer.goto('/admin/comments');
    await expect(customer.getByRole('main')).toContainText('Only administrators can moderate comments.');
  });
});
