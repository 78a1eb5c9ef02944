/**
 * Issue 30: a visitor's first tap on an island that mounts on interaction, on a phone, is neither lost nor a
 * full reload, and what it asks for is quick, the remote's first load included; against a running server
 * (BENCH_URL, BENCH_PAGES.post). Chromium at 390 px with touch, the CPU 4x slower (CDP, before the page loads),
 * a new browser context for every tap: an empty HTTP cache and nothing mounted before, as on a first visit.
 * 1. TAPS loads of /blog, each tapped once, as soon as it has loaded, on a loop filter chip (another category,
 *    tag or store each time). At 390 px the chips are rows of links at the top of the grid, visible with no
 *    earlier tap; a chip past a row's right edge is scrolled to by Playwright, not swiped to (a swipe's
 *    pointerdown would start the island's load before the tap). From the tap (its pointerdown's timeStamp) to
 *    the new grid painted (mark `content:loop-painted`, set by the island): p95 <= 400 ms; 0 full reloads (a
 *    document request of the page, or the page's own marker gone: the filter's pushState is neither); no
 *    layout shift not caused by the visitor (layout-shift entries without hadRecentInput) over load and tap.
 * 2. TAPS loads of BENCH_PAGES.post, each with a first tap on a share link: 20 of 20 open the sized window
 *    (window.open with a width and a height, which the page's wrapper records and calls through) and no other
 *    tab (the link's plain target=_blank, what a lost or late tap does). Other hosts answer an empty page.
 * Usage: BENCH_URL=http://127.0.0.1:3550 BENCH_PAGES='{"post":"/blog/…",…}' npx tsx bench/first-tap.ts
 */
import { type Browser, type BrowserContext, type Page } from '@playwright/test';
import { benchTarget, reportBudget } from '../support/bench-report';
import { layoutShift } from '../support/layout-shift';
import { launchBenchBrowser, runBench } from '../support/bench-browser';

const PAINT_BUDGET_MS = 400;
const TAPS = 20;
const WAIT_MS = 15_000;
const CPU_SLOWDOWN = 4;
// The seed's terms, one group after another, a different term each time.
const TERMS = {
  Category: ['Deals', 'Reviews', 'Guides', 'News', 'Coupons', 'Home & Garden'],
  Tags: ['Audio', 'Budget', 'Kitchen', 'Premium', 'Computing', 'Fitness', 'Gift ideas'],
  Store: ['MegaMart', 'TechHaven', 'DailyDeals', 'ShopRight', 'GadgetHub', 'HomeBase Direct', 'Urban Outfit Co'],
};
const GROUPS = ['Category', 'Tags', 'Store'] as const;
const chipOf = (i: number): [group: string, name: string] => {
  const group = GROUPS[i % GROUPS.length] ?? 'Category';
  const names = TERMS[group];
  return [group, names[Math.floor(i / GROUPS.length) % names.length] ?? 'Deals'];
};
const SHARES = ['Pinterest', 'X', 'Facebook', 'LinkedIn'];

type Tap = { ms: number; reloaded: boolean; shift: number };
type Probe = { down: number; painted: number; marker: boolean; opens: { features: string; opened: boolean }[] };

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

/**
 * Installed before the page's own scripts: the time of the last pointerdown, and every window.open call, made
 * as asked, then its features kept and whether it gave a window (one blocked leaves the tap to the link's tab).
 * Plain JavaScript in a string: tsx would wrap named functions in a helper the page does not have.
 */
const PROBE_SCRIPT = `(() => {
  const opens = [];
  let down = NaN;
  addEventListener('pointerdown', (event) => { down = event.timeStamp; }, { capture: true });
  const open = window.open.bind(window);
  window.open = (...args) => {
    const opened = open(...args);
    opens.push({ features: String(args[2] ?? ''), opened: Boolean(opened) });
    return opened;
  };
  window.benchProbe = () => {
    const painted = performance.getEntriesByName('content:loop-painted')[0];
    return { down, painted: painted ? painted.startTime : NaN, marker: Boolean(window.benchMarker), opens };
  };
})();`;

const probe = (page: Page) => page.evaluate(() => (window as unknown as { benchProbe: () => Probe }).benchProbe());

/** A phone's context, the CPU slowed before anything loads: every measurement starts in a new one. */
async function phone(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  context.setDefaultTimeout(WAIT_MS);
  await context.addInitScript({ content: PROBE_SCRIPT });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page };
}

/** Load /blog, tap one chip once the page has loaded (the island not mounted yet), wait for the new grid. */
async function chipTap(browser: Browser, baseUrl: string, [group, name]: [string, string]): Promise<Tap> {
  const { context, page } = await phone(browser);
  try {
    await page.goto(`${baseUrl}/blog`, { waitUntil: 'load' });
    const blog = page.locator('#content-loop-blog');
    if ((await blog.getAttribute('data-island-state')) === 'mounted') throw new Error('the loop mounted untapped');
    let documents = 0;
    page.on('request', (r) => {
      if (r.isNavigationRequest() && r.frame() === page.mainFrame()) documents++;
    });
    await page.evaluate(() => Object.assign(window, { benchMarker: true }));
    const terms = blog.getByRole('list', { name: new RegExp(`^${group}`) });
    await terms.getByRole('link', { name: new RegExp(`^${name} \\d+$`) }).tap();
    // The new grid painted, or another document (a reload) in the page.
    await page
      .waitForFunction(
        () => !('benchMarker' in window) || performance.getEntriesByName('content:loop-painted').length > 0,
        undefined,
        { timeout: WAIT_MS },
      )
      .catch(() => undefined);
    const { down, painted, marker } = await probe(page);
    const { total } = await layoutShift(page);
    // A tap never painted counts as infinitely slow.
    return { ms: painted - down || Infinity, reloaded: documents > 0 || !marker, shift: total };
  } finally {
    await context.close();
  }
}

/** Load the post, tap a share link first thing: one new tab, opened by window.open with a size. */
async function shareTap(browser: Browser, baseUrl: string, postPath: string, name: string): Promise<boolean> {
  const { context, page } = await phone(browser);
  try {
    const { host } = new URL(baseUrl);
    await context.route(
      (url) => url.host !== host,
      (route) => route.fulfill({ contentType: 'text/html', body: '<title>share</title>' }),
    );
    const tabs: Page[] = [];
    context.on('page', (tab) => tabs.push(tab));
    await page.goto(`${baseUrl}${postPath}`, { waitUntil: 'load' });
    const share = page.locator('.content-share').first();
    if ((await share.getAttribute('data-island-state')) === 'mounted') throw new Error('share mounted untapped');
    const opened = context.waitForEvent('page', { timeout: WAIT_MS }).catch(() => undefined);
    await share.getByRole('link', { name: new RegExp(`^${name} \\(opens`) }).tap();
    await opened;
    // The sized window opens from the replayed tap, once the island has mounted; the plain link's tab, had the tap
    // been followed as well, opened at the tap itself, before it. Once window.open has been called, every tab the
    // tap made is in `tabs`; a tap that was only followed never calls it (a bounded wait, then a failure).
    await page
      .waitForFunction(() => (window as unknown as { benchProbe: () => Probe }).benchProbe().opens.length > 0)
      .catch(() => undefined);
    const { opens } = await probe(page);
    const [call, ...more] = opens;
    const sized = !more.length && call?.opened && /width=\d+/.test(call.features) && /height=\d+/.test(call.features);
    return Boolean(sized) && tabs.length === 1;
  } finally {
    await context.close();
  }
}

const ms = (value: number) => `${value.toFixed(0)} ms`;

async function main(): Promise<boolean> {
  const { baseUrl, pages } = benchTarget();
  const browser = await launchBenchBrowser();
  let ok: boolean;
  try {
    const taps: Tap[] = [];
    for (let i = 0; i < TAPS; i++) taps.push(await chipTap(browser, baseUrl, chipOf(i)));
    let shared = 0;
    for (let i = 0; i < TAPS; i++)
      if (await shareTap(browser, baseUrl, pages.post, SHARES[i % SHARES.length] ?? 'X')) shared++;
    const times = taps.map((t) => t.ms);
    const p95 = percentile(times, 95);
    const reloads = taps.filter((t) => t.reloaded).length;
    const shift = taps.reduce((sum, t) => sum + t.shift, 0);
    console.log(
      `first taps at 390 px, touch, ${CPU_SLOWDOWN}x CPU, each on a fresh load in a new context: ${taps.length} ` +
        `loop chip taps on /blog (${times.filter(Number.isFinite).length} painted), tap -> grid painted p50 ${ms(percentile(times, 50))}, p95 ${ms(p95)}, max ` +
        `${ms(Math.max(...times))}; ${reloads} full reloads; layout shift ${shift.toFixed(4)} without input; ` +
        `${shared} of ${TAPS} first share taps on ${pages.post} opened the sized window`,
    );
    ok = reportBudget({
      issue: '30',
      name: 'first tap on a loop chip, tap -> grid painted (390 touch, 4x CPU)',
      figure: `p95 ${ms(p95)}`,
      budget: `p95 <= ${PAINT_BUDGET_MS} ms`,
      ok: times.every(Number.isFinite) && p95 <= PAINT_BUDGET_MS,
    });
    ok =
      reportBudget({
        issue: '30',
        name: 'full reloads on a first chip tap',
        figure: String(reloads),
        budget: '0',
        ok: reloads === 0,
      }) && ok;
    ok =
      reportBudget({
        issue: '30',
        name: 'first share click opens the sized window',
        figure: `${shared} of ${TAPS}`,
        budget: `${TAPS} of ${TAPS}`,
        ok: shared === TAPS,
      }) && ok;
    ok =
      reportBudget({
        issue: '30',
        name: 'layout shift over first taps',
        figure: shift.toFixed(4),
        budget: '0',
        ok: shift === 0,
      }) && ok;
  } finally {
    await browser.close();
  }
  return ok;
}

runBench(main);
