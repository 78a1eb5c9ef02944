import { expect, test, type Page } from '@playwright/test';

/** Issue 15: every link action of spec 2.6 from a click and from the page hash, and `theme_template_id`. */
const action = (name: string, settings?: unknown) =>
  `#elementor-action:action=${name}${settings === undefined ? '' : `&settings=${Buffer.from(JSON.stringify(settings)).toString('base64')}`}`;

async function mounted(page: Page): Promise<void> {
  await expect(page.locator('[data-island="mf-popups/builder-popups"]')).toHaveAttribute(
    'data-island-state',
    'mounted',
  );
}

/** Record the off-canvas contract's events (the shell's off-canvas menu listens to them). */
async function offCanvasEvents(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { offCanvasSeen: seen });
    document.addEventListener('shell:off-canvas', (e) =>
      seen.push((e as CustomEvent<{ action: string }>).detail.action),
    );
  });
}
const seenOffCanvas = (page: Page) =>
  page.evaluate(() => (window as unknown as { offCanvasSeen: string[] }).offCanvasSeen);

test.describe('from a click', () => {
  test.beforeEach(async ({ page }) => {
    await offCanvasEvents(page);
    await page.goto('/popups/demo/links');
    await mounted(page);
  });

  test('popup:open opens, toggle closes, popup:close closes', async ({ page }) => {
    const popup = page.getByRole('dialog', { name: 'Opened by a link' });
    await page.getByRole('link', { name: 'Open the link popup' }).click();
    await expect(popup).toBeVisible();
    await popup.getByRole('link', { name: 'Close', exact: true }).click();
    await expect(popup).toBeHidden();
    await page.getByRole('link', { name: 'Toggle the link popup' }).click();
    await expect(popup).toBeVisible();
    // The popup covers the page: run the same toggle link through the keyboard-free path, a hash change.
    await page.evaluate((hash) => (location.hash = hash), action('popup:open', { id: 'demo-link', toggle: true }));
    await expect(popup).toBeHidden();
  });

  test('an image link opens an accessible lightbox; Escape closes it and focus returns', async ({ page }) => {
    const link = page.getByRole('link', { name: 'An image link (lightbox)' });
    await link.click();
    const box = page.getByRole('dialog', { name: 'An image link (lightbox)' });
    await expect(box).toBeVisible();
    await expect(box.getByRole('img')).toBeVisible();
    expect(page.url()).toMatch(/\/popups\/demo\/links$/);
    await expect(page.getByRole('button', { name: 'Close the image' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(box).toBeHidden();
    await expect(link).toBeFocused();
  });

  test('reload-page reloads', async ({ page }) => {
    await page.evaluate(() => Object.assign(window, { beforeReload: true }));
    await Promise.all([page.waitForEvent('load'), page.getByRole('link', { name: 'Reload the page' }).click()]);
    expect(await page.evaluate(() => 'beforeReload' in window)).toBe(false);
  });

  test('off_canvas open, close and toggle raise the off-canvas event', async ({ page }) => {
    for (const name of ['Open the menu', 'Close the menu', 'Toggle the menu']) {
      await page.getByRole('link', { name }).click();
    }
    expect(await seenOffCanvas(page)).toEqual(['open', 'close', 'toggle']);
  });

  test('a malformed action is ignored with a console warning', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await page.getByRole('link', { name: 'A malformed action' }).click();
    await expect.poll(() => warnings.join('\n')).toContain('link action ignored');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('theme_template_id scrolls to the template', async ({ page }) => {
    await page.goto('/popups/demo/links?theme_template_id=7');
    await expect(page.locator('[data-template-id="7"]')).toBeInViewport();
  });
});

test.describe('from the page hash', () => {
  test('popup:open and popup:close', async ({ page }) => {
    await page.goto(`/popups/demo/links${action('popup:open', { id: 'demo-link' })}`);
    const popup = page.getByRole('dialog', { name: 'Opened by a link' });
    await expect(popup).toBeVisible();
    await page.evaluate((hash) => (location.hash = hash), action('popup:close'));
    await expect(popup).toBeHidden();
  });

  test('lightbox with a url', async ({ page }) => {
    await page.goto(`/popups/demo/links${action('lightbox', { url: '/popups/demo-image.svg' })}`);
    await expect(page.locator('.popups-lightbox img')).toBeVisible();
  });

  test('reload-page runs once (the hash is cleared)', async ({ page }) => {
    await page.goto(`/popups/demo/links${action('reload-page')}`);
    await mounted(page);
    await expect.poll(() => page.url()).toMatch(/\/popups\/demo\/links$/);
  });

  test('off_canvas actions', async ({ page }) => {
    await offCanvasEvents(page);
    await page.goto(`/popups/demo/links${action('off_canvas:toggle')}`);
    await mounted(page);
    await expect.poll(() => seenOffCanvas(page)).toEqual(['toggle']);
  });
});

test('a popup:open link for a generic popup closes its builder popup and opens the newsletter in the popup host', async ({
  page,
}) => {
  await page.goto('/popups/demo/links');
  await mounted(page);
  await page.getByRole('link', { name: 'Open the link popup' }).click();
  const popup = page.getByRole('dialog', { name: 'Opened by a link' });
  await popup.getByRole('link', { name: 'Get the weekly newsletter' }).click();
  await expect(page.getByRole('dialog', { name: 'Get the best deals first' })).toBeVisible();
  await expect(popup).toBeHidden();
});

test.describe('on a page that prints no popup', () => {
  const engine = (page: Page) => page.locator('[data-island="mf-popups/builder-popups"]');

  test('the engine waits, then an image link in the content opens the lightbox, not the file', async ({ page }) => {
    await page.goto('/blog');
    await expect(engine(page)).toHaveAttribute('data-island-state', 'armed');
    // A post's content linking an image, as an editor would write it.
    await page.evaluate(() => {
      const link = Object.assign(document.createElement('a'), {
        href: '/popups/demo-image.svg',
        textContent: 'Our photo',
      });
      document.querySelector('main')?.prepend(link);
    });
    await page.getByRole('link', { name: 'Our photo' }).click();
    await expect(page.getByRole('dialog', { name: 'Our photo' })).toBeVisible();
    expect(page.url()).toMatch(/\/blog$/);
    await expect(engine(page)).toHaveAttribute('data-island-state', 'mounted');
  });

  test('an action in the hash opens a generic popup in the popup host', async ({ page }) => {
    await page.goto(`/blog${action('popup:open', { id: 'newsletter' })}`);
    await expect(page.getByRole('dialog', { name: 'Get the best deals first' })).toBeVisible();
  });
});
