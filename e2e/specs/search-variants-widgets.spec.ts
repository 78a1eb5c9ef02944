import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, mounted, typeAndSeeResults } from './search-kit';

test.describe('desktop (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('inline form: results panel over a page overlay; clicking the overlay hides the panel', async ({ page }) => {
    await page.goto('/');
    await mounted(page, '.sss-header-search__inline');
    const banner = page.getByRole('banner');
    await typeAndSeeResults(page, banner);
    const overlay = await page.locator('.sss-overlay').evaluate((el) => getComputedStyle(el, '::before').position);
    expect(overlay).toBe('fixed');
    await page.mouse.click(640, 860);
    await expect(banner.locator('.search-box__panel')).toBeHidden();
    const after = await page.locator('.sss-overlay').evaluate((el) => getComputedStyle(el, '::before').content);
    expect(after).toBe('none');
  });

  test('popup search form: modal dialog, results, axe, Escape twice, focus back on the opener', async ({ page }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Find a deal fast' });
    await mounted(page, '.sss-home__widget >> nth=0');
    const opener = section.getByRole('button', { name: 'Search', exact: true });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Search the site' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog.getByRole('combobox', { name: 'Search' })).toBeFocused();
    await typeAndSeeResults(page, dialog);
    await expectNoAxeViolations(page, '.sss-popup');
    // Tab stays inside the dialog.
    for (let i = 0; i < 40; i++) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await dialog.getByRole('combobox', { name: 'Search' }).focus();
    await page.keyboard.press('Escape'); // closes the results panel first
    await expect(dialog.locator('.search-box__panel')).toBeHidden();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    // The backdrop closes it too.
    await opener.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(10, 880);
    await expect(dialog).toBeHidden();
  });

  test("'reveal' speech-bubble button toggles the box; results; Escape; outside click", async ({ page }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Find a deal fast' });
    await mounted(page, '.sss-home__widget >> nth=1');
    const button = section.getByRole('button', { name: 'Quick search' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const bubble = section.locator('.sss-reveal__bubble');
    await expect(bubble.getByRole('combobox', { name: 'Search' })).toBeFocused();
    await typeAndSeeResults(page, bubble);
    await expectNoAxeViolations(page, '.sss-reveal');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(bubble).toBeHidden();
    await expect(button).toBeFocused();
    await button.click();
    await expect(bubble).toBeVisible();
    await button.click();
    await expect(bubble).toBeHidden();
    await button.click();
    await page.mouse.click(1200, 880);
    await expect(bubble).toBeHidden();
  });
});

test.describe('tablet (800 px): header search splash overlay', () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test('the icon opens it, the input takes focus after 600 ms, results, axe, close button, focus back', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/');
    await mounted(page, '.sss-header-search__splash');
    // From here on time moves only when the test says so.
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 1000);
    await expect(page.locator('.sss-header-search__inline')).toBeHidden();
    const icon = page.getByRole('banner').getByRole('button', { name: 'Search', exact: true });
    await icon.click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await expect(dialog).toBeVisible();
    const input = dialog.getByRole('combobox', { name: 'Search' });
    await page.clock.runFor(599);
    await expect(input).not.toBeFocused();
    await page.clock.runFor(1);
    await expect(input).toBeFocused();
    await input.pressSequentially('pro');
    const items = page.waitForResponse((r) => r.url().includes('/api/sss/v1/posts/') && r.ok());
    await page.clock.runFor(300); // the typing delay
    await items;
    await expect(dialog.locator('.search-box__panel a').first()).toBeVisible();
    await page.clock.resume(); // axe schedules its own timers
    await expectNoAxeViolations(page, '.sss-splash');
    await dialog.getByRole('button', { name: 'Close search' }).click();
    await expect(dialog).toBeHidden();
    await expect(icon).toBeFocused();
  });

  test('a click outside the search box clears the term and closes; Escape closes and refocuses the icon', async ({
    page,
  }) => {
    await page.goto('/');
    await mounted(page, '.sss-header-search__splash');
    const icon = page.getByRole('banner').getByRole('button', { name: 'Search', exact: true });
    await icon.click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await typeAndSeeResults(page, dialog);
    await page.mouse.click(400, 850);
    await expect(dialog).toBeHidden();
    await icon.click();
    await expect(dialog.getByRole('combobox', { name: 'Search' })).toHaveValue('');
    await expect(dialog.locator('.search-box__panel')).toBeHidden();
    await dialog.getByRole('combobox', { name: 'Search' }).focus();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(icon).toBeFocused();
  });
});
