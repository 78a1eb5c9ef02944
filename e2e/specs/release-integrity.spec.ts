import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import type { TelemetryBatch } from '@site/shared-contracts/platform';
import { addPopupTrigger, reachForHeaderSearch, recordConsoleErrors } from '../support/islands';
import {
  activeVersionOnAdmin,
  adminSession,
  createTokenOnAdmin,
  expectMountedSearchPlaceholder,
  overrideLinkOnAdmin,
  publishSearchVariant,
  SEARCH_PLACEHOLDER,
  tamperStoredFile,
  uniqueVersion,
  versionRowOnAdmin,
} from './release-kit';

// The tampered version is published for this file only and reached through a QA override, so no other
// browser (and no later spec) ever runs it; the byte is put back anyway.
test.describe.configure({ mode: 'serial' });

let admin: BrowserContext;
let adminPage: Page;
let original = '';

test.beforeAll(async ({ browser }, testInfo) => {
  admin = await adminSession(browser, String(testInfo.project.use.baseURL));
  adminPage = await admin.newPage();
  original = await activeVersionOnAdmin(adminPage, 'mf-search');
});

test.afterAll(async () => {
  expect(await activeVersionOnAdmin(adminPage, 'mf-search')).toBe(original);
  await admin.close();
});

test('a remote chunk changed on disk is refused by integrity: no-JS fallback, the page works, the admin page shows the report', async ({
  browser,
  baseURL,
  request,
}) => {
  const placeholder = 'Search the integrity build';
  const version = uniqueVersion('sri');
  await publishSearchVariant(request, await createTokenOnAdmin(adminPage, 'mf-search'), version, placeholder);
  const link = await overrideLinkOnAdmin(adminPage, 'mf-search', version);
  const tampered = tamperStoredFile('mf-search', version, placeholder);

  const visitor = await browser.newContext({ baseURL });
  try {
    const page = await visitor.newPage();
    const errors = recordConsoleErrors(page);
    await page.goto(link);
    const telemetry = page.waitForRequest((r) => r.url().endsWith('/api/telemetry') && r.method() === 'POST');
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/telemetry'));
    await page.goto('/');
    await reachForHeaderSearch(page);

    const island = page.locator('[data-island="mf-search/search-box"]').first();
    await expect(island).toHaveAttribute('data-island-state', 'failed');
    // The server's no-JS search form is what stays, and it still searches.
    await expect(island.getByRole('searchbox')).toHaveAttribute('placeholder', SEARCH_PLACEHOLDER);
    // The other islands are untouched.
    await (await addPopupTrigger(page, 'welcome')).click();
    await expect(page.getByRole('dialog', { name: 'Welcome to our deals site' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    expect(errors.some((e) => /integrity/i.test(e) && e.includes(tampered.file))).toBe(true);

    // One batched report, kind integrity, for this version, without any URL.
    const body = (await telemetry).postData() ?? '';
    expect((await answered).status()).toBe(204);
    expect(JSON.parse(body) as TelemetryBatch).toEqual({
      reports: [expect.objectContaining({ remote: 'mf-search', version, kind: 'integrity', module: 'search-box' })],
    });
    expect(body).not.toMatch(/https?:|\/remotes\//);

    const row = await versionRowOnAdmin(adminPage, 'mf-search', version);
    await expect(row).toContainText('integrity 1');
  } finally {
    tampered.restore();
    await visitor.close();
  }

  // The restored file passes again (a fresh browser: the tampered copy sits in the first one's HTTP cache).
  const again = await browser.newContext({ baseURL });
  try {
    const page = await again.newPage();
    await page.goto(link);
    await page.goto('/');
    await expectMountedSearchPlaceholder(page, placeholder);
  } finally {
    await again.close();
  }
});
