import { expect, test } from '@playwright/test';
import { coupon, MASKED } from './coupons-kit';

test.describe('coupons without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('"Show code" leads to the offer page: the code and the merchant link through /go', async ({ page }) => {
    await page.goto('/offers');
    const masked = coupon(page, MASKED);
    const code = await masked.getAttribute('data-clipboard-text');
    await masked.click();
    await expect(page).toHaveURL(new RegExp(`/offers/${MASKED}$`));
    await expect(page.getByRole('main')).toContainText(`Coupon code: ${code}`);
    const go = page.getByRole('main').getByRole('link', { name: /^Go to / });
    await expect(go).toHaveAttribute('href', `/go/${MASKED}`);
    await expect(go).toHaveAttribute('target', '_blank');
    await expect(go).toHaveAttribute('rel', 'nofollow sponsored noopener');
  });

  test('the filter form works as a plain GET form and pages keep its choices', async ({ page }) => {
    await page.goto('/offers');
    await page.getByLabel('Store').selectOption({ index: 1 });
    await page.getByRole('radio', { name: /Coupons/ }).check();
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(/\/offers\?store=[a-z-]+&category=&type=coupon$/);
    await expect(page.getByRole('radio', { name: /Coupons/ })).toBeChecked();
    const merchant = await page.getByLabel('Store').locator('option:checked').textContent();
    const name = merchant?.replace(/ \(\d+\)$/, '') ?? '';
    const merchants = await page.locator('.shop-offer__merchant').allTextContents();
    expect(merchants.length).toBeGreaterThan(0);
    expect(new Set(merchants)).toEqual(new Set([name]));
  });
});
