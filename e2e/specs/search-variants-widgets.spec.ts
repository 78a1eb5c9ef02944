import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';

/** Zero axe violations inside one widget while it is open, its search box and panel included. */
async function expectNoAxeViolations(page: Page, selector: string): Promise<void> {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Type a term that the seeded catalogue matches and wait for the live results of the real endpoints. */
async function typeAndSeeResults(page: Page, box: Locator): Promise<void> {
  const input = box.getByRole('combobox', { name: 'Search' });
  const items = page.waitForResponse((r) => r.url().includes('/api/sss/v1/posts/') && r.ok());
  await input.fill('pro');
  await items;
  await expect(box.locator('.search-box__panel')).toBeVisible();
  await expect(box.locator('.search-box__panel a').first()).toBeVisible();
}

/** A pointer over the widget mounts it (header widgets mount on interaction, issue 10); then it is live. */
async function mounted(page: Page, selector: string): Promise<void> {
  await page.locator(selector).hover();
  await expect(page.locator(selector)).toHaveAttribute('data-island-state', 'mounted');
}

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
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const requested: string[] = [];
    await page.route('**/remotes/mf-search/**', async (route) => {
      requested.push(route.request().url());
      await held;
      await route.continue();
    });
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

  const submit = async (page: Page, scope: Locator, summary: string) => {
    await scope.locator('summary', { hasText: summary }).click();
    const form = scope.getByRole('search');
    await form.getByRole('searchbox').fill('wireless');
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?s=wireless$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('wireless');
  };

  test('mobile slide-style form', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await submit(page, page.locator('.sss-header-search__slide'), 'Search');
  });

  test('tablet splash search', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto('/');
    await submit(page, page.locator('.sss-header-search__splash'), 'Search');
  });

  test('home popup and reveal forms', async ({ page }) => {
    await page.goto('/');
    await submit(page, page.getByRole('region', { name: 'Find a deal fast' }), 'Search in a popup');
    await page.goto('/');
    await submit(page, page.getByRole('region', { name: 'Find a deal fast' }), 'Quick search');
  });
});
