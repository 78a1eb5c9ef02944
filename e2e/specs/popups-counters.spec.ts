import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * Issue 15: the builder popups' counters (spec 3.12) across page views and sessions, do-not-show-again, focus
 * trapping and axe with a popup open, in Chromium. A session is one tab's sessionStorage: a new page in the same
 * context shares localStorage and starts a session of its own.
 */
const stored = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('popups.builder') ?? '{}') as Record<string, unknown>);

async function mounted(page: Page): Promise<void> {
  await expect(page.locator('[data-island="mf-popups/builder-popups"]')).toHaveAttribute(
    'data-island-state',
    'mounted',
  );
}

test('page_views_views=2: hidden on the first two views with the rule, shown on the third', async ({ page }) => {
  const popup = page.getByRole('dialog', { name: 'Opened on the third view' });
  for (const view of [1, 2]) {
    await page.goto('/popups/demo/counters');
    await mounted(page);
    await expect(popup).toBeHidden();
    expect(await stored(page)).toMatchObject({
      pageViews: view,
      'popup_demo-page-views_page_views_initialPageViews': 1,
    });
  }
  await page.goto('/popups/demo/counters');
  await expect(popup).toBeVisible();
  expect(await stored(page)).toMatchObject({ pageViews: 3 });
});

test('sessions_sessions=1: a reload is the same session; a new tab is a new one and shows it', async ({ context }) => {
  const first = await context.newPage();
  await first.goto('/popups/demo/sessions');
  await mounted(first);
  await first.reload();
  await mounted(first);
  await expect(first.getByRole('dialog')).toBeHidden();
  expect(await stored(first)).toMatchObject({ sessions: 1, pageViews: 2 });
  const second = await context.newPage();
  await second.goto('/popups/demo/sessions');
  await expect(second.getByRole('dialog', { name: 'Opened in the second session' })).toBeVisible();
  expect(await stored(second)).toMatchObject({ sessions: 2 });
});

test('times_times=2 counted on open: shown on two views, then not again', async ({ page }) => {
  const popup = page.getByRole('dialog', { name: 'Shown twice at most' });
  for (let i = 0; i < 2; i++) {
    await page.goto('/popups/demo/times');
    await expect(popup).toBeVisible();
  }
  await page.goto('/popups/demo/times');
  await mounted(page);
  await expect(popup).toBeHidden();
  expect(await stored(page)).toMatchObject({ 'popup_demo-times_times': 2 });
});

test('tampered and broken storage never breaks the page: the bad counter resets', async ({ page }) => {
  await page.goto('/popups/demo/times');
  await mounted(page);
  // A counter that is not a count resets that counter only.
  await page.evaluate(() => localStorage.setItem('popups.builder', '{"popup_demo-times_times":"lots","pageViews":7}'));
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Shown twice at most' })).toBeVisible();
  expect(await stored(page)).toMatchObject({ pageViews: 8, 'popup_demo-times_times': 1 });
  // JSON that does not parse resets the whole object.
  await page.evaluate(() => localStorage.setItem('popups.builder', '{"pageViews":-4'));
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Shown twice at most' })).toBeVisible();
  expect(await stored(page)).toMatchObject({ pageViews: 1, 'popup_demo-times_times': 1 });
  // Storage that throws: the popup still works from memory.
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
  });
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Shown twice at most' })).toBeVisible();
});

test('do not show again disables the popup for good: no trigger, selector or link opens it', async ({ page }) => {
  await page.goto('/popups/demo/delay');
  const popup = page.getByRole('dialog', { name: 'Opened after a delay' });
  await expect(popup).toBeVisible();
  await popup.getByRole('link', { name: 'No thanks, do not show this again' }).click();
  await expect(popup).toBeHidden();
  expect(await stored(page)).toMatchObject({ 'popup_demo-delay_disable': true });
  await page.reload();
  await mounted(page);
  await page.getByRole('button', { name: 'Open by selector' }).click();
  await expect(page.getByRole('dialog', { name: 'Opened by a link' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Opened after a delay' })).toBeHidden();
});

test('focus moves into the popup, Tab stays inside, Escape closes and focus returns to the opener', async ({
  page,
}) => {
  await page.goto('/popups/demo/links');
  await mounted(page);
  const opener = page.getByRole('button', { name: 'Open by selector' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const popup = page.getByRole('dialog', { name: 'Opened by a link' });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('link').first()).toBeFocused();
  const root = page.locator('#popups-builder-modal-demo-link');
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    expect(await root.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await root.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(opener).toBeFocused();
});

test('axe finds nothing with a popup open', async ({ page }) => {
  await page.goto('/popups/demo/delay');
  await expect(page.getByRole('dialog', { name: 'Opened after a delay' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close' })).toBeVisible();
  const result = await new AxeBuilder({ page }).include('.popups-builder').analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
