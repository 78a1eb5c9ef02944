import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { linkFromOutbox, uniqueEmail } from './auth-kit';

/**
 * Issue 16: the newsletter sign-up in a builder popup, in the footer and on /newsletter, with and without
 * JavaScript, and the confirmation link from the development outbox (mf-popups/server/src/newsletter).
 */
const ACCEPTED = /please check your inbox/i;
const INVALID = 'Please specify a valid email';

async function popupReady(page: Page) {
  await page.goto('/popups/demo/newsletter');
  const popup = page.getByRole('dialog', { name: 'Never miss a deal' });
  await expect(popup).toBeVisible();
  return popup;
}

test('a sign-up in a popup shows the answer and closes the popup 3 s after success; axe passes with the form open', async ({
  page,
}) => {
  const popup = await popupReady(page);
  const form = popup.getByRole('form', { name: 'Newsletter sign-up' });
  const axe = await new AxeBuilder({ page }).include('#popups-builder-modal-demo-newsletter').analyze();
  expect(axe.violations).toEqual([]);
  await page.clock.install();
  await form.getByLabel('E-mail address').fill(uniqueEmail('popup'));
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('status')).toHaveText(ACCEPTED);
  await page.clock.runFor(2_500);
  await expect(popup).toBeVisible();
  await page.clock.runFor(600);
  await expect(popup).toBeHidden();
});

test('an invalid e-mail is marked with the spec message for 10 s, and focusing the field clears the mark', async ({
  page,
}) => {
  const popup = await popupReady(page);
  const form = popup.getByRole('form', { name: 'Newsletter sign-up' });
  const email = form.getByLabel('E-mail address');
  await page.clock.install();
  await email.fill('not-an-email');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByText(INVALID)).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await page.clock.runFor(9_000);
  await expect(form.getByText(INVALID)).toBeVisible();
  await page.clock.runFor(1_100);
  await expect(form.getByText(INVALID)).toBeHidden();
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await email.focus();
  await expect(email).not.toHaveAttribute('aria-invalid');
  await expect(form.getByText(INVALID)).toBeHidden();
  await expect(popup).toBeVisible();
});

test('the footer form signs up from any page with a toast, and the mailed link confirms the subscription once', async ({
  page,
  request,
}) => {
  const address = uniqueEmail('footer');
  await page.goto('/offers');
  const footer = page.getByRole('contentinfo');
  const form = footer.getByRole('form', { name: 'Newsletter sign-up' });
  await form.getByLabel('E-mail address').focus();
  await expect(footer.locator('[data-island="mf-popups/newsletter-form"]')).toHaveAttribute(
    'data-island-state',
    'mounted',
  );
  await form.getByLabel('E-mail address').fill(address);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('status')).toHaveText(ACCEPTED);
  await expect(page).toHaveURL(/\/offers$/);
  // Issue 15: the sign-up raises mf-popups' toast, dismissed by itself after spec 9's 4000 ms.
  const toast = page.getByRole('status').filter({ hasText: 'Signed up: confirm your subscription' });
  await expect(toast).toBeVisible();
  await expect(toast).toBeHidden({ timeout: 8_000 });

  const link = await linkFromOutbox(request, address, /confirm your subscription/, '/newsletter/confirm');
  await page.goto(link);
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByRole('heading', { name: 'Subscription confirmed' })).toBeVisible();
  await page.goto(link);
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
  const axe = await new AxeBuilder({ page }).include('.popups-newsletter-footer').analyze();
  expect(axe.violations).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the /newsletter form posts and the page answers; a bad address gets the spec message', async ({ page }) => {
    await page.goto('/newsletter');
    const form = page.getByRole('main').getByRole('form', { name: 'Newsletter sign-up' });
    // The browser's own check lets `a@b` through; the server's pattern wants a domain with a dot.
    await form.getByLabel('E-mail address').fill('a@b');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(INVALID);
    await page.getByRole('main').getByLabel('E-mail address').fill(uniqueEmail('nojs'));
    await page.getByRole('main').getByLabel('First name (optional)').fill('Robin');
    await page.getByRole('main').getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/newsletter$/);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(ACCEPTED);
  });
});
