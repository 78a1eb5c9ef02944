import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, inline, mountInline, panelOf } from './search-kit';

/**
 * The results page (spec 2.1, issue 13): its layout at a phone's, a tablet's and a desktop's width, as a list and
 * as a grid, against committed screenshots; the correction rule; what suggestions learn from.
 */

/** The e2e catalogue is seeded the same every run: this term's results, their order and images do not move. */
const TERM = 'laptop';

/** Every result image loaded (they are lazy: below the fold they would not be) and the page settled. */
async function settled(page: Page): Promise<void> {
  await page.locator('.search-page img').evaluateAll((images) =>
    Promise.all(
      (images as HTMLImageElement[]).map((img) => {
        img.loading = 'eager';
        return img.complete ? null : new Promise((resolve) => img.addEventListener('load', resolve, { once: true }));
      }),
    ),
  );
  await page.evaluate(() => document.fonts.ready);
}

/** No part of a result's text is laid out in its image column (or, in the grid, beside the image). */
async function textBesideOrUnderImages(page: Page, view: 'list' | 'grid'): Promise<void> {
  const misplaced = await page.locator('.search-result').evaluateAll(
    (items, grid) =>
      items.flatMap((item, i) => {
        const image = item.querySelector('.search-result__image')?.getBoundingClientRect();
        const body = item.querySelector('.search-result__body')?.getBoundingClientRect();
        if (!image || !body) return [`result ${i}: no image column or no text block`];
        const ok = grid ? body.top >= image.bottom - 1 : body.left >= image.right - 1;
        return ok ? [] : [`result ${i}`];
      }),
    view === 'grid',
  );
  expect(misplaced).toEqual([]);
}

for (const width of [390, 768, 1280]) {
  for (const view of ['list', 'grid'] as const) {
    test(`results page as a ${view} at ${width} px matches its screenshot`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/search?s=${TERM}${view === 'grid' ? '&view=grid' : ''}`);
      await settled(page);
      await textBesideOrUnderImages(page, view);
      // The sort form and the view switch share the count's row, or wrap under it: never one per line.
      const sort = await page.locator('.search-ordering').boundingBox();
      const select = await page.getByLabel('Sort by').boundingBox();
      expect(Math.abs((sort?.y ?? 0) - (select?.y ?? 100))).toBeLessThan(20);
      await expect(
        page
          .getByRole('navigation', { name: 'Show results as' })
          .getByRole('link', { name: view === 'list' ? 'List' : 'Grid' }),
      ).toHaveAttribute('aria-current', 'true');
      // The page's own region only: the header and footer are other teams' and change on their own.
      await expect(page.locator('.search-page')).toHaveScreenshot(`results-${view}-${width}.png`, {
        animations: 'disabled',
        caret: 'hide',
        mask: [page.locator('.search-result__date')],
        maxDiffPixelRatio: 0.002,
      });
      if (width === 390) await expectNoAxeViolations(page, '.search-page', `${view} at 390 px`);
    });
  }
}

test.describe('corrections', () => {
  test('a correction is offered only when the corrected words find results', async ({ page }) => {
    await page.goto('/search?s=laptpo');
    await expect(page.locator('.search-correction')).toHaveText(
      'No results for “laptpo”. Showing results for “laptop”.',
    );
    await expect(page.getByRole('status')).toHaveText(/^Showing 1–\d+ of \d+ results$/);
    // 'drill bit' would be corrected to words no title has together: the plain "no results", and searches that
    // do find something instead.
    await page.goto('/search?s=drill+bit');
    await expect(page.locator('.search-correction')).toHaveCount(0);
    await expect(page.getByRole('status')).toHaveText('No results found');
    const tries = page.getByRole('list', { name: 'Searches with results:' });
    await expect(tries.getByRole('link', { name: 'drill' })).toHaveAttribute('href', '/search?s=drill');
    await tries.getByRole('link', { name: 'drill' }).click();
    await expect(page.getByRole('status')).toHaveText(/^Showing /);
    await expectNoAxeViolations(page, '.search-page', 'after a correction');
  });
});

test.describe('what suggestions learn from', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('keystrokes of the live panel report nothing; one visitor opening a search again and again counts once', async ({
    page,
  }) => {
    const settledReports: string[] = [];
    page.on('request', (r) => r.url().endsWith('/api/sss/v1/settled') && settledReports.push(r.url()));
    // Three times the same results page from this one browser: one visitor, one count, below the three a
    // logged search needs before it is ever suggested.
    for (let i = 0; i < 3; i++) await page.goto('/search?s=standing+desk');
    await page.goto('/');
    await mountInline(page);
    const input = inline(page).getByRole('combobox', { name: 'Search' });
    await input.pressSequentially('standin', { delay: 60 });
    const suggestions = panelOf(page).getByRole('group', { name: 'Suggestions' });
    await expect(suggestions.getByRole('link').first()).toBeVisible();
    // The title word completes the typed one; the logged phrase is not offered.
    await expect(suggestions.getByRole('link', { name: 'standing', exact: true })).toBeVisible();
    await expect(suggestions.getByRole('link', { name: 'standing desk' })).toHaveCount(0);
    expect(settledReports).toEqual([]);
  });
});
