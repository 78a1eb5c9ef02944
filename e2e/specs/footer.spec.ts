import { expect, test, type Page } from '@playwright/test';

// Issue 33 row 10 (its first half): the footer lines up with the page's content at every width.
const WIDTHS = [
  { width: 1280, height: 1000 },
  { width: 390, height: 844 },
];

/** Where a box's text starts: its left edge plus its padding. */
const textStart = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluate((el) => el.getBoundingClientRect().left + parseFloat(getComputedStyle(el).paddingLeft));

for (const viewport of WIDTHS) {
  test.describe(`the footer at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('each part of the footer starts where the page’s heading does', async ({ page }) => {
      await page.goto('/cart');
      const heading = await page.getByRole('heading', { level: 1 }).evaluate((el) => el.getBoundingClientRect().left);
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('navigation', { name: 'Footer' })).toBeVisible();
      for (const part of await footer.locator(':scope > *').all()) {
        const start = await part.evaluate(
          (el) => el.getBoundingClientRect().left + parseFloat(getComputedStyle(el).paddingLeft),
        );
        expect(Math.round(start)).toBe(Math.round(heading));
      }
      expect(Math.round(await textStart(page, '#main'))).toBe(Math.round(heading));
    });
  });
}
