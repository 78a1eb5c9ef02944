import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  copyRemote,
  groupAlive,
  portFree,
  startDevRemote,
  type DevRemote,
  type RemoteCopy,
} from '../support/dev-remote';

// Issue 31: `npm run dev:remote` against the suite's running site (playwright.config.ts), serving a copy of mf-shop
// whose side cart says so. The site is on loopback, so dev:remote signs the override with the site's own secret in
// its DATA_DIR. The dev servers listen beside the suite's port, never on a team's default.
const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
const DATA_DIR = path.resolve(__dirname, '../..', `.tmp/e2e-data-${E2E_PORT}`);
const DEV_PORT = E2E_PORT + 50;
const MARKED = 'Your cart (dev build)';

const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart/ });
const sideCart = (page: Page) => page.getByRole('dialog', { name: /^Your cart/ });

/** Every CSP violation and every console error naming the CSP or Trusted Types, across navigations. */
async function watchCsp(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('reportCspViolation', (line: string) => seen.push(line));
  await page.addInitScript(() => {
    const report = (window as unknown as { reportCspViolation: (line: string) => void }).reportCspViolation;
    document.addEventListener('securitypolicyviolation', (e) => report(`${e.effectiveDirective} ${e.blockedURI}`));
  });
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content.Security.Policy|Trusted ?Type/i.test(m.text())) seen.push(m.text());
  });
  return seen;
}

test.describe.serial('npm run dev:remote -- mf-shop against the running site', () => {
  let copy: RemoteCopy;
  let devRemote: DevRemote;

  test.beforeAll(async ({ baseURL }) => {
    test.setTimeout(150_000);
    copy = copyRemote('mf-shop');
    copy.edit('side-cart/side-cart.tsx', '>Your cart</h2>', `>${MARKED}</h2>`);
    devRemote = await startDevRemote({
      remote: 'mf-shop',
      site: baseURL ?? '',
      port: DEV_PORT,
      projectDir: copy.dir,
      env: { DATA_DIR },
    });
  });

  test.afterAll(async () => {
    await devRemote?.stop('SIGTERM', { group: true });
    copy?.remove();
  });

  test('only the browser holding the override loads the dev build, and its page trips no CSP rule', async ({
    page,
    browser,
    baseURL,
  }) => {
    expect(devRemote.output()).toContain(`mf-shop: dev build served at http://127.0.0.1:${DEV_PORT}/mf-manifest.json`);
    const violations = await watchCsp(page);
    await page.goto(devRemote.link);
    await expect(page.getByRole('heading', { name: 'QA override active' })).toBeVisible();
    await page.goto('/');
    await cartLink(page).click();
    await expect(sideCart(page).getByRole('heading', { name: MARKED })).toBeVisible();

    const other = await browser.newContext({ baseURL });
    try {
      const otherPage = await other.newPage();
      await otherPage.goto('/');
      await cartLink(otherPage).click();
      await expect(sideCart(otherPage).getByRole('heading', { name: 'Your cart', exact: true })).toBeVisible();
      await expect(otherPage.getByRole('heading', { name: MARKED })).toHaveCount(0);
    } finally {
      await other.close();
    }
    expect(violations).toEqual([]);
  });

  test('a saved React component re-renders in place, its state kept (React Refresh)', async ({ page }) => {
    await page.goto(devRemote.link);
    await page.goto('/shop');
    await page
      .getByRole('main')
      .getByRole('button', { name: /^Add to cart/ })
      .first()
      .click();
    await expect(cartLink(page)).toHaveAccessibleName(/\(1 item\)/);
    await cartLink(page).click();
    const cart = sideCart(page);
    await expect(cart.getByRole('listitem')).toHaveCount(1);
    // Gone after a reload: seeing it afterwards proves the page was never reloaded.
    await page.evaluate(() => Object.assign(window, { devRemoteSameDocument: true }));
    copy.edit('side-cart/side-cart-line.tsx', '{line.unitPrice} each', '{line.unitPrice} each, edited');
    await expect(cart.getByText(/each, edited/)).toBeVisible();
    await expect(cart).toBeVisible();
    expect(await page.evaluate(() => 'devRemoteSameDocument' in window)).toBe(true);
  });

  test('SIGTERM to the npm process stops the dev server: no process of the group left, the port free', async () => {
    expect(await portFree(DEV_PORT)).toBe(false);
    const code = await devRemote.stop('SIGTERM', { group: false });
    expect(code).toBe(0);
    await expect.poll(() => portFree(DEV_PORT)).toBe(true);
    await expect.poll(() => groupAlive(devRemote.pid)).toBe(false);
    expect(devRemote.output()).toContain(`mf-shop: dev server stopped; http://127.0.0.1:${DEV_PORT} is free.`);
  });
});

test('Ctrl-C (SIGINT to the whole group) stops dev:remote and frees its port', async ({ baseURL }) => {
  test.setTimeout(150_000);
  const copy = copyRemote('mf-shop');
  const port = DEV_PORT + 1;
  const devRemote = await startDevRemote({
    remote: 'mf-shop',
    site: baseURL ?? '',
    port,
    projectDir: copy.dir,
    env: { DATA_DIR },
  });
  try {
    expect(await portFree(port)).toBe(false);
    await devRemote.stop('SIGINT', { group: true });
    await expect.poll(() => portFree(port)).toBe(true);
    await expect.poll(() => groupAlive(devRemote.pid)).toBe(false);
  } finally {
    await devRemote.stop('SIGKILL', { group: true });
    copy.remove();
  }
});
