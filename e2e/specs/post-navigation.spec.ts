import { expect, test, type Page } from '@playwright/test';
import { findPost } from './auth-kit';
import { openPost, postWith, scrollTo, scrollY, tocCookie } from './post-kit';

/**
 * Issue 14, moving around a post page in a real Chromium: the table of contents and its memory, the post-page
 * island's mount, smooth scroll (and reduced motion), back-to-top and the floating previous/next navigation.
 */

test('the table of contents collapses, and stays hidden across reloads for 30 days until shown again', async ({
  page,
}) => {
  await openPost(page, 'class="content-toc"');
  const toc = page.locator('details.content-toc');
  const list = page.getByRole('navigation', { name: 'Table of contents' });
  await expect(list).toBeVisible();
  await toc.getByText('Contents').click();
  await expect(list).toBeHidden();
  // The <details> closes by itself; the island that remembers it may still be loading after the click.
  await expect.poll(() => tocCookie(page)).toBeDefined();
  const kept = ((await tocCookie(page))?.expires ?? 0) * 1000 - Date.now();
  expect(kept).toBeGreaterThan(30 * 86_400_000 - 60_000);
  expect(kept).toBeLessThanOrEqual(30 * 86_400_000);

  // Reloaded without touching anything: the cookie-gated placeholder mounts at once and hides the ToC again.
  await page.reload();
  await expect(page.locator('[data-mount-cookie="content.toc-hidden"]')).toHaveAttribute(
    'data-island-state',
    'mounted',
  );
  await expect(list).toBeHidden();
  await toc.getByText('Contents').click();
  await expect(list).toBeVisible();
  await expect.poll(() => tocCookie(page)).toBeUndefined();
  await page.reload();
  await expect(list).toBeVisible();
  await expect(page.locator('[data-mount-cookie="content.toc-hidden"]')).toHaveAttribute('data-island-state', 'armed');
});

for (const width of [390, 1280]) {
  test(`a visitor who only reads the first screen loads no island; scrolling mounts the post page (${width} px)`, async ({
    page,
  }) => {
    const remote: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/remotes/mf-content/')) remote.push(r.url());
    });
    await page.setViewportSize({ width, height: 800 });
    await page.goto(await postWith(page.request, 'class="content-toc"'), { waitUntil: 'networkidle' });
    await expect(page.locator('.content-toc-slot')).toHaveAttribute('data-island-state', 'armed');
    await expect(page.locator('.content-scroll-sentinel')).toHaveAttribute('data-island-state', 'armed');
    expect(remote.filter((u) => u.includes('post_page'))).toEqual([]);
    await scrollTo(page, 300);
    await expect(page.locator('.content-scroll-sentinel')).toHaveAttribute('data-island-state', 'mounted');
    expect(remote.filter((u) => u.includes('post_page'))).toHaveLength(1);
  });
}

test('a short post (a members-only teaser) ends at its footer: the scroll sentinel adds no blank space', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(await findPost(page.request, 'content-restricted__login'));
  await expect(page.getByRole('link', { name: 'Log in to read the full article' })).toBeVisible();
  const blank = await page.evaluate(() => {
    const footer = document.querySelector('body > footer');
    return footer
      ? document.documentElement.scrollHeight - (footer.getBoundingClientRect().bottom + window.scrollY)
      : NaN;
  });
  expect(blank).toBeLessThan(1); // scrollHeight is whole pixels, the footer's bottom may not be
});

/** The site header's height when it stays on screen (sticky), else 0: what marked links land below. */
const stickyMenuHeight = (page: Page) =>
  page
    .locator('body > header')
    .evaluate((h) =>
      ['sticky', 'fixed'].includes(getComputedStyle(h).position) ? (h as HTMLElement).offsetHeight : 0,
    );

test('marked anchors scroll smoothly to their target minus the offset over 500 ms and update the hash', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await openPost(page, 'class="content-toc"');
  const link = page.getByRole('navigation', { name: 'Table of contents' }).getByRole('link').last();
  const id = ((await link.getAttribute('href')) ?? '').slice(1);
  // The sticky header's height: marked links land their offset below it (spec 2.4, 9).
  const menu = await stickyMenuHeight(page);
  const start = Date.now();
  await link.click();
  // Part of the way there first (not a jump), then the heading 30 px (the ToC's offset) below the header.
  await expect.poll(() => scrollY(page), { intervals: [20] }).toBeGreaterThan(0);
  const midway = await scrollY(page);
  const heading = page.locator(`#${id}`);
  await expect.poll(() => heading.evaluate((h) => Math.round(h.getBoundingClientRect().top))).toBe(menu + 30);
  expect(Date.now() - start).toBeGreaterThanOrEqual(450);
  expect(midway).toBeLessThan(await scrollY(page));
  await expect(page).toHaveURL(new RegExp(`#${id}$`));
  await expect(heading).toBeFocused();

  // Any other marked link lands 45 px above its target.
  await page.evaluate(() => {
    const a = Object.assign(document.createElement('a'), { href: '#details', textContent: 'To the details' });
    a.dataset.contentScroll = '';
    document.querySelector('.content-post__body')?.prepend(a);
  });
  await scrollTo(page, 0);
  await page.getByRole('link', { name: 'To the details' }).click();
  await expect
    .poll(() => page.locator('#details').evaluate((h) => Math.round(h.getBoundingClientRect().top)))
    .toBe(menu + 45);
  await expect(page).toHaveURL(/#details$/);
});

test('with reduced motion the marked anchors jump at once', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1280, height: 700 } });
  const page = await context.newPage();
  await openPost(page, 'class="content-toc"');
  const link = page.getByRole('navigation', { name: 'Table of contents' }).getByRole('link').last();
  const id = ((await link.getAttribute('href')) ?? '').slice(1);
  const menu = await stickyMenuHeight(page);
  await link.click();
  // Read straight after the click: already there, no frames in between.
  expect(await page.locator(`#${id}`).evaluate((h) => Math.round(h.getBoundingClientRect().top))).toBe(menu + 30);
  await context.close();
});

test('back-to-top and the floating navigation appear after 500 px; the navigation opens past the post', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await openPost(page, 'rel="next"');
  const toTop = page.getByRole('link', { name: 'Back to top' }).and(page.locator('.content-to-top'));
  const float = page.getByRole('navigation', { name: 'Previous and next post' });
  await expect(toTop).toBeHidden();
  await scrollTo(page, 450);
  // Past the 250 ms throttle, still hidden at 450 px.
  await expect.poll(() => page.evaluate(() => new Promise((r) => setTimeout(() => r(true), 300)))).toBe(true);
  await expect(toTop).toBeHidden();
  await scrollTo(page, 550);
  await expect(toTop).toBeVisible();
  await expect(float).toBeVisible();
  // Room below the post, so the page can scroll past its end whatever the post's length.
  await page.evaluate(() => (document.body.style.paddingBottom = '2000px'));
  const { post, header } = await page.evaluate(() => ({
    post: (document.querySelector('.content-post') as HTMLElement).offsetHeight,
    header: (document.body.querySelector(':scope > header') as HTMLElement).offsetHeight,
  }));
  await expect(float.locator('.content-float-nav__title').first()).toBeHidden();

  await scrollTo(page, post + header - 100 - 20);
  await expect.poll(() => page.evaluate(() => new Promise((r) => setTimeout(() => r(true), 300)))).toBe(true);
  await expect(float.locator('.content-float-nav__title').first()).toBeHidden();
  await scrollTo(page, post + header - 100 + 20);
  await expect(float.locator('.content-float-nav__title').first()).toBeVisible();

  await toTop.click();
  await expect.poll(() => scrollY(page)).toBe(0);
  await expect(page).toHaveURL(/#top$/);
  await expect(toTop).toBeHidden();
});
