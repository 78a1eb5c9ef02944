import { expect, test } from '@playwright/test';
import { shellReady } from './auth-kit';
import {
  answerForMerchants,
  axeViolations,
  coupon,
  EXPIRED,
  islandReady,
  MASKED,
  merchantAddress,
  PLAIN,
  recordRedirects,
} from './coupons-kit';

test.describe('coupons (spec 4.3)', () => {
  test('a masked coupon: a new window reveals it in the modal, this one goes to the merchant', async ({
    page,
    context,
  }) => {
    await answerForMerchants(context);
    const redirects = await recordRedirects(context);
    // An address that still names another coupon: the click cleans it first.
    await page.goto('/offers?codeid=999&utm_source=mail');
    await islandReady(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const masked = coupon(page, MASKED);
    await expect(masked).toHaveText(/Show code/);
    const code = await masked.getAttribute('data-clipboard-text');
    expect(code).toBeTruthy();
    const [popup] = await Promise.all([context.waitForEvent('page'), masked.click()]);
    // This window went to /go/:id, the server's 302 to the merchant's stored address.
    await expect(page).toHaveURL(new RegExp(`/go/${MASKED}$`));
    await expect(page.getByRole('heading', { name: 'Merchant' })).toBeVisible();
    expect(redirects).toEqual([{ status: 302, location: merchantAddress(MASKED) }]);
    await popup.waitForLoadState();
    expect(new URL(popup.url()).search).toBe(`?utm_source=mail&codeid=${MASKED}`);
    await islandReady(popup);
    const dialog = popup.getByRole('dialog');
    await expect(dialog).toHaveAttribute('data-couponid', String(MASKED));
    await expect(dialog.getByRole('textbox', { name: 'Coupon code' })).toHaveValue(code ?? '');
    await expect(dialog.getByRole('textbox', { name: 'Coupon code' })).toBeFocused();
    await expect(coupon(popup, MASKED)).toHaveText(code ?? '');
  });

  test('a page opened with codeid shows the button unmasked and the modal, a labelled dialog that axe passes', async ({
    page,
  }) => {
    await page.goto(`/offers?codeid=${MASKED}`);
    await islandReady(page);
    const code = await coupon(page, MASKED).getAttribute('data-clipboard-text');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toHaveAttribute('data-couponid', String(MASKED));
    const box = await dialog.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(650);
    await expect(dialog.getByRole('textbox', { name: 'Coupon code' })).toHaveValue(code ?? '');
    const merchant = (await page.locator(`#offer-${MASKED} .shop-offer__merchant`).textContent()) ?? '';
    await expect(dialog).toContainText(merchant);
    await expect(dialog).toContainText(/Expires \d+ \w+ \d{4}/);
    await expect(dialog).toContainText('One use per customer');
    const go = dialog.getByRole('link', { name: `Go to ${merchant}` });
    await expect(go).toHaveAttribute('href', `/go/${MASKED}`);
    await expect(go).toHaveAttribute('target', '_blank');
    await expect(go).toHaveAttribute('rel', 'nofollow sponsored noopener');
    await expect(coupon(page, MASKED)).toHaveText(code ?? '');
    expect(await axeViolations(page, '[role=dialog]')).toEqual([]);
    // Keyboard as for every dialog: Tab stays inside, Escape closes.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('copies the code to the clipboard and says so, in the modal and in a toast', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await context.newPage();
    await page.goto(`/offers?codeid=${MASKED}`);
    await islandReady(page);
    const code = await coupon(page, MASKED).getAttribute('data-clipboard-text');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Copy code' }).click();
    await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveText('Code copied to the clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    // Issue 15: the copy raises mf-popups' toast (the host wakes on the event), top right, in a polite live region.
    const toast = page.getByRole('status').filter({ hasText: `Coupon code ${code} copied to the clipboard` });
    await expect(toast).toBeVisible();
    await expect(page.locator('.popups-toasts')).toHaveAttribute('aria-live', 'polite');
    const box = await toast.boundingBox();
    // Issue 30: 20 px below the sticky header, not over its links.
    const header = await page.locator('#site-header').boundingBox();
    expect(box?.y).toBe(Math.ceil((header?.y ?? 0) + (header?.height ?? 0)) + 20);
    expect(box?.width).toBeGreaterThanOrEqual(250);
    expect(box?.width).toBeLessThanOrEqual(450);
    await toast.getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(toast).toBeHidden();
    await context.close();
  });

  test('an expired coupon shows its code marked Expired; clicking it or a plain one does nothing', async ({
    page,
    context,
  }) => {
    await answerForMerchants(context);
    await page.goto('/offers');
    await shellReady(page);
    const expired = coupon(page, EXPIRED);
    await expect(expired).toHaveAttribute('data-kind', 'masked_expired');
    const code = await expired.getAttribute('data-clipboard-text');
    await expect(expired).toHaveText(`${code} Expired`);
    let opened = 0;
    context.on('page', () => opened++);
    await expired.click();
    await coupon(page, PLAIN).click();
    await expect(page).toHaveURL(/\/offers$/);
    expect(opened).toBe(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Nothing pressed a trigger: the island is armed, its code never loaded.
    await expect(page.locator('[data-island="mf-shop/coupons"]')).toHaveAttribute('data-island-state', 'armed');
  });

  test('offer details open and close with the toggle and scroll into view', async ({ page }) => {
    await page.goto('/offers');
    await shellReady(page);
    const card = page.locator(`#offer-${PLAIN}`);
    const toggle = card.getByRole('button', { name: /Show details/ });
    await toggle.click();
    await expect(card.getByRole('button', { name: /Hide details/ })).toHaveAttribute('aria-expanded', 'true');
    const details = card.locator('.shop-offer__details');
    await expect(details).toBeVisible();
    await expect.poll(async () => Math.round((await details.boundingBox())?.y ?? 0)).toBe(50);
    await card.getByRole('button', { name: /Hide details/ }).press('Enter');
    await expect(details).toBeHidden();
  });

  test('a masked coupon of the home page: a new window on the home page reveals it, this one goes to the merchant', async ({
    page,
    context,
  }) => {
    const redirects = await recordRedirects(context);
    await page.goto('/?utm_source=mail');
    await shellReady(page);
    const masked = coupon(page, MASKED);
    const code = await masked.getAttribute('data-clipboard-text');
    const [popup] = await Promise.all([context.waitForEvent('page'), masked.click()]);
    await expect(page).toHaveURL(new RegExp(`/go/${MASKED}$`));
    await expect(page.getByRole('heading', { name: 'Merchant' })).toBeVisible();
    expect(redirects).toEqual([{ status: 302, location: merchantAddress(MASKED) }]);
    await popup.waitForLoadState();
    const opened = new URL(popup.url());
    expect(opened.pathname + opened.search).toBe(`/?utm_source=mail&codeid=${MASKED}`);
    await islandReady(popup);
    const dialog = popup.getByRole('dialog');
    await expect(dialog).toHaveAttribute('data-couponid', String(MASKED));
    await expect(dialog.getByRole('textbox', { name: 'Coupon code' })).toHaveValue(code ?? '');
    await expect(coupon(popup, MASKED)).toHaveText(code ?? '');
    // The login dialog of the same page still works beside it (one React for both remotes).
    await dialog.getByRole('button', { name: 'Close' }).click();
    await popup.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
    await expect(popup.getByRole('dialog').getByRole('button', { name: 'Log in' })).toBeVisible();
  });

  test('a page opened with codetext finds a stored offer by its code, and codetext wins over codeid', async ({
    page,
  }) => {
    await page.goto('/offers');
    const code = (await coupon(page, MASKED).getAttribute('data-clipboard-text')) ?? '';
    await page.goto(`/offers?codeid=${EXPIRED}&codetext=${encodeURIComponent(code)}`);
    await islandReady(page);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toHaveAttribute('data-couponid', String(MASKED));
    await expect(dialog.getByRole('textbox', { name: 'Coupon code' })).toHaveValue(code);
  });
});
