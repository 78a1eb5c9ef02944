import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** The steps the search specs share: the header widgets, their panel, axe, held remote files. */

/** The header's inline form (shown from 1024 px) and its live panel (spec 2.3, 4.1, 4.2). */
export const inline = (page: Page): Locator => page.locator('.sss-header-search__inline');
export const panelOf = (page: Page): Locator => inline(page).locator('.search-box__panel');

/** Zero axe violations inside `selector` (a widget, its box and panel included); `state` names the moment. */
export async function expectNoAxeViolations(page: Page, selector: string, state = ''): Promise<void> {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  expect(
    results.violations.map(
      (v) => `${state ? `${state} ` : ''}${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

/** Counts search calls per endpoint and term ("suggestions/pro", "posts/product/pro", ...). */
export function countSearchCalls(page: Page): Map<string, number> {
  const counts = new Map<string, number>();
  page.on('request', (request) => {
    const match = /\/api\/sss\/v1\/(.+)$/.exec(request.url());
    if (match?.[1]) counts.set(decodeURIComponent(match[1]), (counts.get(decodeURIComponent(match[1])) ?? 0) + 1);
  });
  return counts;
}

/**
 * The header search mounts on interaction (issue 10): a visitor focusing the server-rendered box, as the
 * keyboard does. The live combobox then takes its place, focused.
 */
export async function mountInline(page: Page): Promise<void> {
  await inline(page).getByRole('searchbox', { name: 'Search' }).focus();
  await expect(inline(page)).toHaveAttribute('data-island-state', 'mounted');
  await expect(inline(page).getByRole('combobox', { name: 'Search' })).toBeFocused();
}

/** The home page's inline box, mounted, with `term` typed and its panel open. */
export async function openPanel(page: Page, term = 'pro'): Promise<Locator> {
  await page.goto('/');
  await mountInline(page);
  const input = inline(page).getByRole('combobox', { name: 'Search' });
  await input.fill(term);
  await expect(panelOf(page)).toBeVisible();
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  return input;
}

/** A pointer over the widget mounts it (header widgets mount on interaction, issue 10); then it is live. */
export async function mounted(page: Page, selector: string): Promise<void> {
  await page.locator(selector).hover();
  await expect(page.locator(selector)).toHaveAttribute('data-island-state', 'mounted');
}

/** Type a term that the seeded catalogue matches and wait for the live results of the real endpoints. */
export async function typeAndSeeResults(page: Page, box: Locator): Promise<void> {
  const input = box.getByRole('combobox', { name: 'Search' });
  const items = page.waitForResponse((r) => r.url().includes('/api/sss/v1/posts/') && r.ok());
  await input.fill('pro');
  await items;
  await expect(box.locator('.search-box__panel')).toBeVisible();
  await expect(box.locator('.search-box__panel a').first()).toBeVisible();
}

/**
 * Hold every file of the mf-search remote until `release()`: the page's server markup is all there is meanwhile.
 * `requested` lists what the page asked for (nothing, until a visitor reaches for a search box).
 */
export async function holdSearchRemote(page: Page): Promise<{ requested: string[]; release: () => void }> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const requested: string[] = [];
  await page.route('**/remotes/mf-search/**', async (route) => {
    requested.push(route.request().url());
    await held;
    await route.continue();
  });
  return { requested, release };
}

/** The page's no-JS disclosure `summary` opened in `scope`, 'wireless' submitted: the results page answers. */
export async function submitNoJs(page: Page, scope: Locator, summary: string): Promise<void> {
  await scope.locator('summary', { hasText: summary }).click();
  const form = scope.getByRole('search');
  await form.getByRole('searchbox').fill('wireless');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\?s=wireless$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('wireless');
}
