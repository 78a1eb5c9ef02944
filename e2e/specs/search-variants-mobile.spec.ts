import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, holdSearchRemote, mounted, submitNoJs, typeAndSeeResults } from './search-kit';

test.describe('mobile (375 px): slide-style form as a full-screen popover', () => {
  // Reduced motion: the popover appears without its slide animation (and its box can be measured).
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, reducedMotion: 'reduce' });

  test('opens full screen with the body held fixed; results; axe; the close button restores the page', async ({
    page,
  }) => {
    await page.goto('/');
    await mounted(page, '.sss-header-search__slide');
    await page.evaluate(() => window.scrollTo(0, 120));
    const opener = page.getByRole('banner').getByRole('button', { name: 'Search', exact: true });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 375, height: 740 });
    expect(await page.evaluate(() => getComputedStyle(document.body).position)).toBe('fixed');
    await expect(dialog.getByRole('combobox', { name: 'Search' })).toBeFocused();
    await typeAndSeeResults(page, dialog);
    await expectNoAxeViolations(page, '.sss-slide');
    await dialog.getByRole('button', { name: 'Close search' }).click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).position)).toBe('static');
    expect(await page.evaluate(() => document.body.getAttribute('style'))).toBeNull();
    await expect(opener).toBeFocused();
  });

  test('a tap on the icon before the island has loaded opens the no-JS form; the popover takes over, open', async ({
    page,
  }) => {
    const { requested, release } = await holdSearchRemote(page);
    await page.goto('/shop');
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]); // nothing of mf-search until the visitor reaches for it
    const slide = page.locator('.sss-header-search__slide');
    await slide.locator('summary').tap();
    // The server's disclosure opened under the finger while the island's files are held.
    await expect(slide.getByRole('searchbox', { name: 'Search' })).toBeVisible();
    await expect.poll(() => requested.length).toBeGreaterThan(0);
    release();
    await expect(slide).toHaveAttribute('data-island-state', 'mounted');
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Search' })).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).position)).toBe('fixed');
    await typeAndSeeResults(page, dialog);
    await dialog.getByRole('button', { name: 'Close search' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Search', exact: true })).toBeFocused();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('Escape closes the popover and releases the body', async ({ page }) => {
    await page.goto('/');
    await mounted(page, '.sss-header-search__slide');
    const opener = page.getByRole('banner').getByRole('button', { name: 'Search', exact: true });
    await opener.click();
    await expect(page.getByRole('dialog', { name: 'Search' }).getByRole('combobox', { name: 'Search' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).position)).toBe('static');
    await expect(opener).toBeFocused();
  });
});

test.describe('without JavaScript every widget keeps a working form', () => {
  test.use({ javaScriptEnabled: false });

  test('mobile slide-style form', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await submitNoJs(page, page.locator('.sss-header-search__slide'), 'Search');
  });

  test('tablet splash search', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto('/');
    await submitNoJs(page, page.locator('.sss-header-search__splash'), 'Search');
  });

  test('home popup and reveal forms', async ({ page }) => {
    await page.goto('/');
    await submitNoJs(page, page.getByRole('region', { name: 'Find a deal fast' }), 'Search in a popup');
    await page.goto('/');
    await submitNoJs(page, page.getByRole('region', { name: 'Find a deal fast' }), 'Quick search');
  });

  test('the header box fits a 320 px screen, wherever its icon sits in the row', async ({ page }) => {
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 700 });
      await page.goto('/');
      await page.locator('.sss-header-search__slide summary').click();
      const form = page.locator('.sss-header-search__slide').getByRole('search');
      await expect(form).toBeVisible();
      const box = await form.boundingBox();
      expect(box, `at ${width} px`).not.toBeNull();
      expect(box?.x, `left edge at ${width} px`).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0), `right edge at ${width} px`).toBeLessThanOrEqual(width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
  });
});
