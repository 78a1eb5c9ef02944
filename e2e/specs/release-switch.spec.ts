import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { recordRemoteRequests } from '../support/islands';
import {
  activateOnAdmin,
  activeVersionOnAdmin,
  adminSession,
  createTokenOnAdmin,
  expectMountedSearchPlaceholder,
  overrideLinkOnAdmin,
  publishSearchVariant,
  rollbackOnAdmin,
  SEARCH_PLACEHOLDER,
  uniqueVersion,
} from './release-kit';

// One admin session for the file; every change it makes is undone in afterAll.
test.describe.configure({ mode: 'serial' });

let admin: BrowserContext;
let adminPage: Page;
let original = '';
let token = '';

test.beforeAll(async ({ browser }, testInfo) => {
  admin = await adminSession(browser, String(testInfo.project.use.baseURL));
  adminPage = await admin.newPage();
  original = await activeVersionOnAdmin(adminPage, 'mf-search');
  token = await createTokenOnAdmin(adminPage, 'mf-search');
});

test.afterAll(async () => {
  if ((await activeVersionOnAdmin(adminPage, 'mf-search')) !== original) {
    await activateOnAdmin(adminPage, 'mf-search', original, 'e2e: leave the site as found');
  }
  await admin.close();
});

test('a version published over HTTP runs on the next page load once activated; rollback brings the old one back', async ({
  page,
  request,
}) => {
  const placeholder = 'Find a deal (release e2e)';
  const version = uniqueVersion('switch');
  await publishSearchVariant(request, token, version, placeholder);

  // Published is not live: visitors still run the active version.
  await page.goto('/');
  await expectMountedSearchPlaceholder(page, SEARCH_PLACEHOLDER);

  await activateOnAdmin(adminPage, 'mf-search', version, 'e2e: new placeholder');
  const remotes = recordRemoteRequests(page);
  await page.reload();
  await expectMountedSearchPlaceholder(page, placeholder);
  expect(remotes.get('mf-search')?.every((url) => url.includes(`/remotes/mf-search/${version}/`))).toBe(true);

  await rollbackOnAdmin(adminPage, 'mf-search', 'e2e: back to the previous version');
  expect(await activeVersionOnAdmin(adminPage, 'mf-search')).toBe(original);
  await page.reload();
  await expectMountedSearchPlaceholder(page, SEARCH_PLACEHOLDER);
});

test('a QA override link changes one browser only; another browser keeps the active version', async ({
  browser,
  baseURL,
}) => {
  const placeholder = 'Search the QA build';
  const version = uniqueVersion('qa');
  await publishSearchVariant(admin.request, token, version, placeholder);
  const link = await overrideLinkOnAdmin(adminPage, 'mf-search', version);

  const qa = await browser.newContext({ baseURL });
  const everyone = await browser.newContext({ baseURL });
  try {
    const qaPage = await qa.newPage();
    await qaPage.goto(link);
    await expect(qaPage.getByRole('heading', { name: 'QA override active' })).toBeVisible();
    await qaPage.goto('/');
    await expectMountedSearchPlaceholder(qaPage, placeholder);

    const otherPage = await everyone.newPage();
    await otherPage.goto('/');
    await expectMountedSearchPlaceholder(otherPage, SEARCH_PLACEHOLDER);

    // Clearing the override returns that browser to the active version too.
    await qaPage.goto('/qa/override/clear');
    await expect(qaPage.getByRole('heading', { name: 'QA override cleared' })).toBeVisible();
    await qaPage.goto('/');
    await expectMountedSearchPlaceholder(qaPage, SEARCH_PLACEHOLDER);
  } finally {
    await qa.close();
    await everyone.close();
  }
  expect(await activeVersionOnAdmin(adminPage, 'mf-search')).toBe(original);
});
