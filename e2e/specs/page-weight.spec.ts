import { expect, test } from '@playwright/test';
import { coldLoad, kb, PAGE_WEIGHT_BUDGET } from '../support/page-weight';
import { sharedFiles, singletonsFromTwoRemotes } from '../support/shared-files';

/**
 * Issue 10: the first load of a product page within its weight budget. JavaScript is counted as it
 * crossed the wire (the encoded body size the browser reports: gzip or brotli bytes when the server
 * compressed the file, the plain bytes when it did not), after the network went idle so islands that
 * mount late are counted too; every request of the page counts, no URL may be fetched twice, and no
 * shared singleton (React, zod, ...) may come from two remotes' copies.
 */
test('a cold product page loads at most 100 KB of JavaScript in at most 12 requests, no file twice', async ({
  browser,
  page,
}) => {
  // Issue 10 is open: the page is still over budget (about 185 KB in 25 requests after zod/mini). This
  // marks the failure as known; once the page fits, Playwright reports "expected to fail" and this goes.
  test.fail(true, 'cold product page over the issue 10 budget');
  await page.goto('/shop');
  const product = await page.getByRole('link', { name: /.+/ }).and(page.locator('a[href^="/product/"]')).first();
  const href = await product.getAttribute('href');
  expect(href).toMatch(/^\/product\//);

  const weight = await coldLoad(browser, new URL(href ?? '', page.url()).toString());
  console.log(
    `cold product page: JavaScript ${kb(weight.jsBytes)} transferred (${kb(weight.jsDecodedBytes)} decoded), ${weight.requests} requests`,
  );
  // Soft: a run over budget reports every figure, not only the first one over.
  expect.soft(weight.twice, 'files downloaded twice').toEqual([]);
  expect
    .soft(singletonsFromTwoRemotes(weight.urls, sharedFiles()), 'singletons downloaded from two remotes')
    .toEqual([]);
  expect
    .soft(weight.jsBytes, `JavaScript bytes (${kb(weight.jsBytes)})`)
    .toBeLessThanOrEqual(PAGE_WEIGHT_BUDGET.jsBytes);
  expect.soft(weight.requests, 'requests').toBeLessThanOrEqual(PAGE_WEIGHT_BUDGET.requests);
});
