import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { reachForHeaderSearch } from '../support/islands';

/** The demo admin the seed creates (mf-auth/server/src/seed.ts). */
export const ADMIN = { email: 'admin@example.com', password: 'admin-password-2026', name: 'Site Admin' } as const;

/** The placeholder mf-search's built search box shows; variants published by these specs change it. */
export const SEARCH_PLACEHOLDER = 'Search deals, products, posts';

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** Where the e2e server keeps published remote files (DATA_DIR/remotes, as in playwright.config.ts). */
export const STORE_DIR = path.resolve(__dirname, '../..', `.tmp/e2e-data-${PORT}`, 'remotes');

/** A version name no earlier run of the same server can have used (versions are immutable). */
export const uniqueVersion = (tag: string) => `1.0.1-e2e.${tag}.${Date.now().toString(36)}`;

/** Log the admin in once per spec file (the login rate limit counts per address) and keep the session. */
export async function adminSession(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const login = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await login.newPage();
  await page.goto('/login');
  const form = page.getByRole('main').getByRole('form', { name: 'Log in' });
  await form.getByLabel('E-mail address').fill(ADMIN.email);
  await form.getByLabel('Password').fill(ADMIN.password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('banner').getByText(ADMIN.name, { exact: true })).toBeVisible();
  const storageState = await login.storageState();
  await login.close();
  // The admin page is plain server-rendered forms; no island can get in the way.
  return browser.newContext({ baseURL, storageState, javaScriptEnabled: false });
}

const section = (page: Page, remote: string) => page.getByRole('region', { name: remote, exact: true });
const notice = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });

export async function activeVersionOnAdmin(page: Page, remote: string): Promise<string> {
  await page.goto('/admin/remotes');
  return (await section(page, remote).getByRole('definition').first().innerText()).trim();
}

export async function activateOnAdmin(page: Page, remote: string, version: string, reason: string): Promise<void> {
  await page.goto('/admin/remotes');
  const form = section(page, remote).getByRole('group', { name: `Activate a version of ${remote}` });
  await form.getByLabel('Version').selectOption(version);
  await form.getByLabel('Reason').fill(reason);
  await form.getByRole('button', { name: 'Activate' }).click();
  await expect(notice(page, `${remote}@${version} is now active.`)).toBeVisible();
}

export async function rollbackOnAdmin(page: Page, remote: string, reason: string): Promise<void> {
  await page.goto('/admin/remotes');
  const form = section(page, remote).getByRole('group', { name: `Roll ${remote} back to the previous active version` });
  await form.getByLabel('Reason').fill(reason);
  await form.getByRole('button', { name: 'Roll back' }).click();
  await expect(notice(page, `${remote} rolled back from`)).toBeVisible();
}

/** A deploy token from the admin page's form; it is shown once, in a read-only text box. */
export async function createTokenOnAdmin(page: Page, remote: string): Promise<string> {
  await page.goto('/admin/remotes');
  const form = section(page, remote).getByRole('group', { name: `Create a deploy token for ${remote}'s pipeline` });
  await form.getByRole('button', { name: 'Create token' }).click();
  const token = await page.getByRole('textbox', { name: new RegExp(`^Deploy token #\\d+ for ${remote}`) }).inputValue();
  expect(token).toMatch(/^\S{20,}$/);
  return token;
}

/** A signed QA override link for one version, issued on the admin page. */
export async function overrideLinkOnAdmin(page: Page, remote: string, version: string): Promise<string> {
  await page.goto('/admin/remotes');
  const form = section(page, remote).getByRole('group', { name: `Issue a QA override link for ${remote}` });
  await form.getByLabel('Version', { exact: true }).selectOption(version);
  await form.getByLabel('Reason').fill('e2e: QA override');
  await form.getByRole('button', { name: 'Issue link' }).click();
  const link = await page.getByRole('textbox', { name: /^Override link/ }).inputValue();
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** The row of one version in the admin page's versions table. */
export async function versionRowOnAdmin(page: Page, remote: string, version: string): Promise<Locator> {
  await page.goto('/admin/remotes');
  return section(page, remote)
    .getByRole('table', { name: `Versions of ${remote}` })
    .getByRole('row', { name: version });
}

export async function activeVersionOverApi(request: APIRequestContext, remote: string): Promise<string> {
  const response = await request.get('/api/remotes');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { remotes: { name: string; activeVersion: string | null }[] };
  const active = body.remotes.find((r) => r.name === remote)?.activeVersion;
  if (!active) throw new Error(`${remote} has no active version`);
  return active;
}

function filesOf(dir: string, sub = ''): string[] {
  return readdirSync(path.join(dir, sub), { withFileTypes: true }).flatMap((entry) => {
    const rel = sub ? `${sub}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesOf(dir, rel) : [rel];
  });
}

/**
 * What a team's pipeline does, as a test: take mf-search's active build from the store, change the search
 * box's placeholder in its built chunk, give it a new build-info.json, and POST it with the deploy token.
 * The server validates it and records fresh hashes.
 */
export async function publishSearchVariant(
  request: APIRequestContext,
  token: string,
  version: string,
  placeholder: string,
): Promise<void> {
  const source = path.join(STORE_DIR, 'mf-search', await activeVersionOverApi(request, 'mf-search'));
  let changed = 0;
  const files = filesOf(source).map((rel) => {
    let content = readFileSync(path.join(source, rel));
    if (rel.endsWith('.js') && content.includes(SEARCH_PLACEHOLDER)) {
      content = Buffer.from(content.toString('utf8').split(SEARCH_PLACEHOLDER).join(placeholder));
      changed++;
    }
    return { path: rel, contentBase64: content.toString('base64') };
  });
  expect(changed, 'built chunks with the placeholder').toBeGreaterThan(0);
  const info = {
    remote: 'mf-search',
    packageVersion: '1.0.1',
    contractsVersion: '1.0.0',
    builtAt: new Date().toISOString(),
  };
  const withInfo = [
    ...files.filter((f) => f.path !== 'build-info.json'),
    { path: 'build-info.json', contentBase64: Buffer.from(JSON.stringify(info)).toString('base64') },
  ];
  const response = await request.post('/api/remotes/mf-search/versions', {
    headers: { authorization: `Bearer ${token}` },
    data: { version, files: withInfo },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Flip one bit of the first byte of `needle` in a stored file; returns the undo. */
export function tamperStoredFile(
  remote: string,
  version: string,
  needle: string,
): { file: string; restore: () => void } {
  const dir = path.join(STORE_DIR, remote, version);
  const rel = filesOf(dir).find((f) => f.endsWith('.js') && readFileSync(path.join(dir, f)).includes(needle));
  if (!rel) throw new Error(`no stored file of ${remote}@${version} contains '${needle}'`);
  const file = path.join(dir, rel);
  const original = readFileSync(file);
  const tampered = Buffer.from(original);
  const at = tampered.indexOf(needle);
  tampered[at] = (tampered[at] ?? 0) ^ 0x01;
  writeFileSync(file, tampered);
  return { file: rel, restore: () => writeFileSync(file, original) };
}

/** The search box once the visitor reached for it and its island mounted (its placeholder then comes from the remote's code). */
export async function expectMountedSearchPlaceholder(page: Page, placeholder: string): Promise<void> {
  await reachForHeaderSearch(page);
  const island = page.locator('[data-island="mf-search/search-box"]').first();
  await expect(island).toHaveAttribute('data-island-state', 'mounted');
  await expect(island.getByRole('searchbox').or(island.getByRole('combobox')).first()).toHaveAttribute(
    'placeholder',
    placeholder,
  );
}
