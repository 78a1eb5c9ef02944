import AxeBuilder from '@axe-core/playwright';
import { expect, type BrowserContext, type Page } from '@playwright/test';

// The seed's first offers are the newest, one of each kind (mf-shop/server/src/seed/generate.ts): 1 masked,
// 2 masked and expired, 3 masked and expiring this week, 4 plain, 5 a deal.
export const MASKED = 1;
export const EXPIRED = 2;
export const PLAIN = 4;
// Every merchant of the demo lives at https://<merchant>.example: answered here, nothing leaves the machine.
const MERCHANTS = /^https:\/\/[a-z0-9-]+\.example\//;
const MERCHANT_PAGE = '<!doctype html><title>Merchant</title><h1>Merchant</h1>';

export async function answerForMerchants(context: BrowserContext): Promise<void> {
  await context.route(MERCHANTS, (route) => route.fulfill({ contentType: 'text/html', body: MERCHANT_PAGE }));
}

/**
 * /go/:id fetched from the site, its 302 recorded, and the merchant's page given in its place (a redirect's next
 * hop is not routed).
 */
export async function recordRedirects(context: BrowserContext): Promise<{ status: number; location?: string }[]> {
  const redirects: { status: number; location?: string }[] = [];
  await context.route('**/go/*', async (route) => {
    const response = await route.fetch({ maxRedirects: 0 });
    redirects.push({ status: response.status(), location: response.headers()['location'] });
    await route.fulfill({ contentType: 'text/html', body: MERCHANT_PAGE });
  });
  return redirects;
}

/** The stored merchant address /go/:id answers for an offer of the seed. */
export const merchantAddress = (id: number) =>
  expect.stringMatching(new RegExp(`^https://[a-z0-9-]+\\.example/deals/${id}\\?ref=site$`));

/**
 * On a page opened to reveal a coupon the coupons island mounts once the page is idle; elsewhere the shell mounts
 * it when a coupon or a details toggle is pressed (clicks before the shell runs follow the no-JS links).
 */
export async function islandReady(page: Page): Promise<void> {
  await expect(page.locator('[data-island="mf-shop/coupons"]')).toHaveAttribute('data-island-state', 'mounted');
}

export const coupon = (page: Page, id: number) => page.locator(`#offer-${id} .shop-coupon[data-kind]`);

export async function axeViolations(page: Page, scope: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include(scope).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
