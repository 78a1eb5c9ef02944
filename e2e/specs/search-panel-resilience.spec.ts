import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, inline, mounted, mountInline, openPanel, panelOf } from './search-kit';

const INLINE = '.sss-header-search__inline';

/** The live panel when the server misbehaves or answers late, pasted text, suggestion links, other widths. */
test.describe('inline search panel, desktop: failures, timing and links', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('invalid JSON is logged and shows nothing; a server error shows nothing and breaks nothing', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.route('**/api/sss/v1/suggestions/**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '<html>oops' }),
    );
    await page.route('**/api/sss/v1/{taxonomies,posts}/**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"X","message":"down"}}' }),
    );
    await page.goto('/');
    await mountInline(page);
    const input = inline(page).getByRole('combobox', { name: 'Search' });
    await input.fill('pro');
    await expect(inline(page).getByRole('status')).toHaveText('No results for pro');
    expect(errors.some((e) => e.startsWith('Error parsing JSON'))).toBe(true);
    await expect(panelOf(page)).toBeHidden();
    await expectNoAxeViolations(page, INLINE, 'error');
    // Once the server answers again, the same box works.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await input.fill('desk');
    await expect(panelOf(page).getByRole('group', { name: 'Products' })).toBeVisible();
  });

  test('an older term is never painted when its answers come late', async ({ page }) => {
    await page.route('**/api/sss/v1/**/pro', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue().catch(() => undefined);
    });
    await page.goto('/');
    await mountInline(page);
    await page.evaluate(() => {
      const panel = document.querySelector('.sss-header-search__inline .search-box__panel') as HTMLElement;
      const w = window as unknown as { painted: string[] };
      w.painted = [];
      new MutationObserver(() => w.painted.push(panel.dataset.term ?? '')).observe(panel, {
        attributes: true,
        attributeFilter: ['data-term'],
      });
    });
    const aborted: string[] = [];
    page.on('requestfailed', (r) => r.url().endsWith('/pro') && aborted.push(r.url()));
    const input = inline(page).getByRole('combobox', { name: 'Search' });
    const slow = page.waitForRequest((r) => r.url().endsWith('/suggestions/pro'));
    await input.fill('pro');
    await slow;
    await input.fill('desk');
    await expect(panelOf(page)).toHaveAttribute('data-term', 'desk');
    // The new keystroke aborted every request of the older term (suggestions, taxonomies, 2 item calls).
    await expect.poll(() => aborted.length).toBe(4);
    expect(await page.evaluate(() => (window as unknown as { painted: string[] }).painted)).toEqual(['desk']);
  });

  test('paste searches the pasted text after 100 ms', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await mountInline(page);
    const fired: string[] = [];
    page.on(
      'request',
      (r) =>
        r.url().includes('/api/sss/v1/suggestions/') && fired.push(decodeURIComponent(r.url().split('/').pop() ?? '')),
    );
    const input = inline(page).getByRole('combobox', { name: 'Search' });
    // From here on time moves only when the test says so.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.evaluate(() => navigator.clipboard.writeText('standing desk'));
    await input.focus();
    await page.keyboard.press('ControlOrMeta+V');
    await expect(input).toHaveValue('standing desk');
    // The typing delay is 300 ms; the paste re-trigger fires at 100 ms.
    await page.clock.runFor(99);
    expect(fired).toEqual([]);
    await page.clock.runFor(1);
    await expect.poll(() => fired).toEqual(['standing desk']);
    await expect(panelOf(page)).toHaveAttribute('data-term', 'standing desk');
  });

  test('a suggestion link carries the lower-cased suggestion with spaces as +', async ({ page }) => {
    await openPanel(page, 'wireless');
    const link = panelOf(page).getByRole('group', { name: 'Suggestions' }).getByRole('link').first();
    const text = (await link.textContent()) ?? '';
    await expect(link).toHaveAttribute('href', `/search?s=${text.toLowerCase().split(' ').join('+')}`);
  });
});

test.describe('mobile width (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the panel inside the slide popover fits the screen and passes axe', async ({ page }) => {
    await page.goto('/');
    await mounted(page, '.sss-header-search__slide');
    const slide = page.locator('.sss-header-search__slide');
    await slide.getByRole('button', { name: 'Search' }).first().click();
    const input = slide.getByRole('combobox', { name: 'Search' });
    await input.fill('pro');
    const panel = slide.locator('.search-box__panel');
    await expect(panel.getByRole('link').first()).toBeVisible();
    const box = await panel.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    await input.press('ArrowDown');
    await expect(panel.getByRole('link').first()).toBeFocused();
    await expectNoAxeViolations(page, '.sss-header-search__slide');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });

  test('the inline form submits to the results page', async ({ page }) => {
    await page.goto('/');
    const form = inline(page).getByRole('search');
    await form.getByRole('searchbox', { name: 'Search' }).fill('standing desk');
    await form.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await expect(page).toHaveURL(/\/search\?s=standing\+desk/);
  });
});
