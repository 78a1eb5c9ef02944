import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { layoutShift } from '../support/layout-shift';
import { openPost, postWith, scrollTo } from './post-kit';

/**
 * Issue 14, the post page's widgets in a real Chromium: bars and radial ratings, share windows, video embeds,
 * carousels, the countdown's end, the no-JS page, no layout shift, and axe.
 */

test('rating bars run from 0 when scrolled into view over 1500 ms; radial ratings turn rating×18 / ×36 degrees', async ({
  page,
}) => {
  await openPost(page, 'class="content-radial"');
  const fill = page.locator('.content-bar__fill').first();
  const bars = page.locator('.content-bars').first();
  // Sample the bar's width (scaleX) every frame from before it is scrolled to until it settles.
  await page.evaluate(() => {
    const samples: number[] = [];
    (window as unknown as { barSamples: number[] }).barSamples = samples;
    const el = document.querySelector('.content-bar__fill') as HTMLElement;
    const sample = () => {
      samples.push(new DOMMatrix(getComputedStyle(el).transform).a);
      if (samples.length < 600) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  await bars.scrollIntoViewIfNeeded();
  await expect(bars).toHaveAttribute('data-island-state', 'mounted');
  await expect(bars).toHaveClass(/content-bars--running/);
  expect(await fill.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('1.5s');
  const target = Number(await fill.evaluate((el) => getComputedStyle(el).getPropertyValue('--content-fill')));
  await expect
    .poll(() => fill.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).a), { timeout: 5000 })
    .toBeCloseTo(target, 2);
  const samples = await page.evaluate(() => (window as unknown as { barSamples: number[] }).barSamples);
  // It went through 0 and through values in between: an animation, not a jump.
  expect(samples).toContain(0);
  expect(samples.some((a) => a > 0.05 && a < target - 0.05)).toBe(true);

  const radial = page.locator('.content-radial').first();
  await radial.scrollIntoViewIfNeeded();
  const label = (await radial.getByRole('img').getAttribute('aria-label')) ?? '';
  const rating = Number(/([\d.]+) out of 10/.exec(label)?.[1]);
  const angle = (selector: string) =>
    radial
      .locator(selector)
      .first()
      .evaluate((el) => {
        const m = new DOMMatrix(getComputedStyle(el).transform);
        return ((Math.atan2(m.b, m.a) * 180) / Math.PI + 360) % 360;
      });
  const half = (rating * 18) % 360;
  const full = (rating * 36) % 360;
  await expect.poll(() => angle('.content-radial__mask--full'), { timeout: 5000 }).toBeCloseTo(half, 0);
  await expect.poll(() => angle('.content-radial__fill--fix'), { timeout: 5000 }).toBeCloseTo(full, 0);
});

test('share links open centred windows of the spec sizes, and are plain new-tab links underneath', async ({ page }) => {
  await openPost(page, 'data-content-share');
  await page.evaluate(() => {
    const calls: unknown[][] = [];
    (window as unknown as { shareCalls: unknown[][] }).shareCalls = calls;
    window.open = (...args: unknown[]) => {
      calls.push(args);
      return {} as Window;
    };
  });
  const share = page.locator('.content-share');
  // The island mounts when the visitor reaches for the links (before that a click is the plain link).
  await share.hover();
  await expect(share).toHaveAttribute('data-island-state', 'mounted');
  const screen = await page.evaluate(() => ({ w: window.screen.width, h: window.screen.height }));
  const expected = { Pinterest: [750, 320], X: [600, 250], Facebook: [600, 300], LinkedIn: [600, 300] } as const;
  for (const [name, [w, h]] of Object.entries(expected)) {
    const link = share.getByRole('link', { name: new RegExp(`^${name} \\(opens`) });
    await expect(link).toHaveAttribute('target', '_blank');
    await link.click();
    const [url, , features] = (await page.evaluate(() =>
      (window as unknown as { shareCalls: unknown[][] }).shareCalls.at(-1),
    )) as [string, string, string];
    expect(url).toBe(await link.getAttribute('href'));
    const left = Math.round((screen.w - w) / 2);
    const top = Math.round((screen.h - h) / 2);
    expect(features).toBe(`popup,width=${w},height=${h},left=${left},top=${top}`);
  }
  expect(page.url()).not.toMatch(/twitter|facebook|pinterest/);
  await expect(share.getByRole('link', { name: /^E-mail/ })).toHaveAttribute('href', /^mailto:\?subject=/);
});

test('a video is a local poster until played, then the host privacy embed inside the CSP', async ({ page }) => {
  const hostRequests: string[] = [];
  page.on('request', (r) => {
    if (/youtube|vimeo/.test(r.url())) hostRequests.push(r.url());
  });
  await page.route(/youtube-nocookie\.com|player\.vimeo\.com/, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>player</title><p>player</p>' }),
  );
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await openPost(page, 'class="content-video"');
  const video = page.locator('.content-video').first();
  await video.scrollIntoViewIfNeeded();
  const box = await video.locator('.content-video__frame').boundingBox();
  expect(hostRequests).toEqual([]);
  await video.hover();
  await expect(video).toHaveAttribute('data-island-state', 'mounted');
  expect(hostRequests).toEqual([]);
  await video.getByRole('link', { name: /Play video/ }).click();
  const frame = video.locator('iframe');
  await expect(frame).toHaveAttribute(
    'src',
    /^https:\/\/(www\.youtube-nocookie\.com\/embed|player\.vimeo\.com\/video)\//,
  );
  await expect(frame).toBeFocused();
  expect(await video.locator('.content-video__frame').boundingBox()).toEqual(box);
  await expect(page.frameLocator('.content-video iframe').getByText('player')).toBeVisible();
  expect(violations).toEqual([]);
});

for (const [width, perPage] of [
  [1280, 3],
  [768, 2],
  [390, 1],
] as const) {
  test(`a carousel shows ${perPage} slide(s) at ${width} px and pages with its buttons`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await openPost(page, 'class="content-carousel"');
    const carousel = page.getByRole('region', { name: /gallery/ }).first();
    await carousel.scrollIntoViewIfNeeded();
    const next = carousel.getByRole('button', { name: 'Next pictures' });
    const prev = carousel.getByRole('button', { name: 'Previous pictures' });
    await expect(next).toBeVisible();
    await expect(prev).toBeDisabled();
    const track = carousel.locator('.content-carousel__track');
    const visible = await track.evaluate((t) => {
      const box = t.getBoundingClientRect();
      return [...t.children].filter((s) => {
        const r = s.getBoundingClientRect();
        return r.left >= box.left - 1 && r.right <= box.right + 1;
      }).length;
    });
    expect(visible).toBe(perPage);
    await next.click();
    await expect.poll(() => track.evaluate((t) => t.scrollLeft)).toBeGreaterThan(0);
    await expect(prev).toBeEnabled();
  });
}

test('a countdown counts down and hides at zero', async ({ page }) => {
  const href = await postWith(page.request, 'data-island="mf-content/countdown"');
  const html = await (await page.request.get(href, { headers: { accept: 'text/html' } })).text();
  const props = JSON.parse(
    (/data-island="mf-content\/countdown" data-mount="visible" data-props="([^"]+)"/.exec(html)?.[1] ?? '{}').replace(
      /&#34;/g,
      '"',
    ),
  ) as { day: number; month: number; year: number; hour: number; min: number };
  const target = new Date(props.year, props.month - 1, props.day, props.hour, props.min, 0).getTime();
  await page.clock.install({ time: target - 3000 });
  await page.goto(href);
  const timer = page.getByRole('timer', { name: 'Time left' });
  await expect(timer).toBeVisible();
  await page.clock.runFor(4000);
  await expect(timer).toHaveCount(0);
});

test('without JavaScript every widget still reads and links', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(await postWith(page.request, 'class="content-video"'));
  const toc = page.getByRole('navigation', { name: 'Table of contents' });
  await expect(toc).toBeVisible();
  await page.locator('details.content-toc').getByText('Contents').click();
  await expect(toc).toBeHidden();
  await expect(page.getByRole('link', { name: /^X \(opens/ })).toHaveAttribute(
    'href',
    /^https:\/\/twitter\.com\/intent\/tweet\?url=/,
  );
  await expect(page.getByRole('link', { name: /Play video/ })).toHaveAttribute(
    'href',
    /^https:\/\/(www\.youtube\.com\/watch|vimeo\.com\/)/,
  );
  await expect(page.locator('.content-post-nav').getByRole('link', { name: 'Back to top' })).toHaveAttribute(
    'href',
    '#top',
  );
  // Carousel buttons need JavaScript, so they stay hidden; the track scrolls by itself.
  for (const button of await page.locator('.content-carousel__button').all()) await expect(button).toBeHidden();
  await context.close();
});

test('a post page does not shift while widgets mount and the visitor scrolls (CLS 0)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(await postWith(page.request, 'class="content-radial"'));
  for (let y = 0; y < 6000; y += 600) {
    await scrollTo(page, y);
    await expect.poll(() => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(true))))).toBe(true);
  }
  await expect(page.locator('.content-scroll-sentinel')).toHaveAttribute('data-island-state', 'mounted');
  const shift = await layoutShift(page);
  expect(shift.total, shift.sources.join('\n')).toBe(0);
});

test('a post page with every widget is axe clean', async ({ page }) => {
  await openPost(page, 'class="content-radial"');
  await page.locator('.content-share').hover();
  // The floating navigation has faded in (axe measures contrast through a half-done fade).
  await expect(page.locator('.content-float-nav')).toHaveCSS('opacity', '1');
  const result = await new AxeBuilder({ page }).include('main').analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
