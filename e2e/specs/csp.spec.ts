import { expect, test, type Page } from '@playwright/test';
import { reachForHeaderSearch } from '../support/islands';
import { DEMO, openHeaderLogin } from './auth-kit';

type Watch = { violations: string[]; errors: string[]; classicZod: string[] };

/**
 * Every CSP violation any page reports (`securitypolicyviolation`, Trusted Types refusals included; kept
 * across navigations through a binding), the console and page errors that name CSP or Trusted Types, and
 * any script response that holds classic zod.
 */
async function watch(page: Page): Promise<Watch> {
  const seen: Watch = { violations: [], errors: [], classicZod: [] };
  await page.exposeFunction('reportCspViolation', (line: string) => seen.violations.push(line));
  await page.addInitScript(() => {
    const report = (window as unknown as { reportCspViolation: (line: string) => void }).reportCspViolation;
    document.addEventListener('securitypolicyviolation', (e) =>
      report(`${location.pathname}: ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sample})`),
    );
  });
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content.Security.Policy|Trusted ?Type|unsafe-eval/i.test(m.text()))
      seen.errors.push(m.text());
  });
  page.on('pageerror', (e) => seen.errors.push(`${e.name}: ${e.message}`));
  page.on('response', async (response) => {
    if (!/\.js(\?|$)/.test(response.url())) return;
    const body = await response.text().catch(() => '');
    if (/["'`]Zod(?:Object|String|Number|Type)["'`]/.test(body)) seen.classicZod.push(response.url());
  });
  return seen;
}

/**
 * The header search (which mounts on interaction) is reached for and every island that mounts by itself
 * has settled (mounted or failed), so their loading is covered.
 */
async function settled(page: Page): Promise<void> {
  await page.locator('[data-island-state]').first().waitFor({ state: 'attached' });
  if ((await page.locator('[data-island="mf-search/search-box"]').count()) > 0) await reachForHeaderSearch(page);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-island-state="loading"]')).toHaveCount(0);
}

async function visit(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.headers()['content-security-policy']).toMatch(/require-trusted-types-for 'script'/);
  await settled(page);
}

async function firstLink(page: Page, listPath: string, prefix: string): Promise<string> {
  await visit(page, listPath);
  const href = await page.locator(`main a[href^="${prefix}"]`).first().getAttribute('href');
  if (!href) throw new Error(`no ${prefix} link on ${listPath}`);
  return href;
}

test('no page trips the CSP or Trusted Types, with its islands mounted and used', async ({ page }) => {
  test.setTimeout(180_000);
  const seen = await watch(page);
  const policy = (await page.request.get('/')).headers()['content-security-policy'] ?? '';
  expect(policy).not.toContain('unsafe-eval');
  expect(policy).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+' 'strict-dynamic'/);

  const product = await firstLink(page, '/shop', '/product/');
  const post = await firstLink(page, '/blog', '/blog/');
  for (const path of ['/', product, post, '/offers', '/cart', '/popups/welcome', '/login', '/register'])
    await visit(page, path);
  for (const path of ['/lost-password', '/search?s=pro', '/nowhere']) await visit(page, path);

  // Archive mode (on interaction) parses the next results page with the slice's policy (DOMParser, a TT sink).
  await visit(page, '/search?s=pro');
  const refreshed = page.waitForResponse((r) => r.url().endsWith('/search?s=wireless') && r.ok());
  await page.getByRole('searchbox', { name: 'Search for' }).fill('wireless');
  await refreshed;
  await expect(page.getByRole('heading', { level: 1 })).toContainText('wireless');

  // The search panel parses its answers (zod/mini) and turns server HTML into text (DOMParser, a TT sink).
  await visit(page, '/');
  const search = page.locator('.sss-header-search__inline').getByRole('combobox', { name: 'Search' });
  await search.fill('pro');
  await expect(page.locator('.sss-header-search__inline .search-box__panel')).toBeVisible();
  await search.press('Escape');

  // The popups' modal sets server HTML as its body.
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/popups/welcome';
    link.textContent = 'Open the welcome popup';
    link.dataset.busEvent = 'popups:modal-open';
    link.dataset.busPayload = JSON.stringify({ contentUrl: '/api/popups/welcome/content' });
    document.querySelector('main')?.prepend(link);
  });
  await page.getByRole('link', { name: 'Open the welcome popup' }).click();
  const modal = page.getByRole('dialog', { name: 'Welcome to our deals site' });
  await expect(modal.getByText('We collect the best offers')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  // The side cart.
  await page.getByRole('banner').getByRole('link', { name: 'Cart' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');

  // The auth dialog logs in (its answer parsed, its message turned into text), then the account page.
  const dialog = await openHeaderLogin(page);
  await dialog.getByLabel('E-mail address').fill(DEMO.email);
  await dialog.getByLabel('Password').fill(DEMO.password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('banner').getByText(DEMO.name, { exact: true })).toBeVisible();
  await visit(page, '/account');

  expect(seen.violations).toEqual([]);
  expect(seen.errors).toEqual([]);
  expect(seen.classicZod).toEqual([]);
});
