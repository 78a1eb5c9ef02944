/**
 * Issue 13: interaction to next paint of opening the mobile (off-canvas) menu, in Chromium at 390 px with touch,
 * against a running server (BENCH_URL). ROUNDS fresh loads of the home and shop pages in turn (the shop's is the
 * bigger page the modal makes inert); on each the menu button is tapped twice (the first tap also loads the menu
 * script, the second finds it loaded), each open closed again by Escape and by the close button in turn. Every interaction's duration is read as web-vitals reads INP: Event Timing
 * entries (`durationThreshold` 16, `interactionId` > 0), the longest entry of each interaction; a tap that
 * yields no entry took under 16 ms and counts as 16 (an upper bound). Budget: p95 of the opens < 100 ms.
 * The first tap's event ends before the script has arrived, so its INP does not see that wait: the time from
 * the tap (pointerdown) to the frame that shows the menu is printed beside it.
 * Usage: BENCH_URL=http://127.0.0.1:3321 BENCH_PAGES='{}' npx tsx bench/menu-inp.ts
 */
import { type Page } from '@playwright/test';
import { benchTarget, reportBudget } from '../support/bench-report';
import { launchBenchBrowser, runBench } from '../support/bench-browser';

const INP_BUDGET_MS = 100;
const ROUNDS = 20;
const PAGES = ['/', '/shop'];
const FLOOR_MS = 16;

type Interaction = { id: number; name: string; duration: number };
type Drained = { interactions: Interaction[]; tapToMenuFrame: number };

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

/**
 * Installed before the page's own scripts: every interaction's longest Event Timing entry, by id; the time of
 * the last pointerdown and of the first frame after the menu opened. Plain JavaScript in a string: tsx would
 * wrap named functions in a helper the page does not have.
 */
const OBSERVER_SCRIPT = `(() => {
  const seen = new Map();
  let down = NaN;
  let menuFrame = NaN;
  addEventListener('pointerdown', (event) => { down = event.timeStamp; }, { capture: true });
  addEventListener('DOMContentLoaded', () => {
    const menu = document.getElementById('site-offcanvas');
    if (!menu) return;
    new MutationObserver(() => {
      if (menu.classList.contains('site-offcanvas--open') && Number.isNaN(menuFrame))
        requestAnimationFrame(() => { menuFrame = performance.now(); });
    }).observe(menu, { attributeFilter: ['class'] });
  });
  const take = (entries) => {
    for (const entry of entries) {
      if (!entry.interactionId) continue;
      const known = seen.get(entry.interactionId);
      if (!known || entry.duration > known.duration)
        seen.set(entry.interactionId, { id: entry.interactionId, name: entry.name, duration: entry.duration });
    }
  };
  const observer = new PerformanceObserver((list) => take(list.getEntries()));
  observer.observe({ type: 'event', durationThreshold: ${FLOOR_MS}, buffered: true });
  // The interactions since the last call, once two frames have been presented (entries follow the paint).
  window.benchDrain = () => new Promise((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => {
      take(observer.takeRecords());
      const out = { interactions: [...seen.values()], tapToMenuFrame: menuFrame - down };
      seen.clear();
      menuFrame = NaN;
      resolve(out);
    }))));
})();`;

const drain = (page: Page) =>
  page.evaluate(() => (window as unknown as { benchDrain: () => Promise<Drained> }).benchDrain());

/** The duration of the one action just done: its longest interaction, or the floor when none reached it. */
const durationOf = ({ interactions }: Drained) => Math.max(FLOOR_MS, ...interactions.map((i) => i.duration));

const ms = (value: number) => `${value.toFixed(0)} ms`;

async function main(): Promise<boolean> {
  const { baseUrl } = benchTarget();
  const browser = await launchBenchBrowser();
  let ok: boolean;
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.addInitScript({ content: OBSERVER_SCRIPT });
    const burger = page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const cold: number[] = [];
    const coldFrame: number[] = [];
    const warm: number[] = [];
    const closes: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      await page.goto(`${baseUrl}${PAGES[round % PAGES.length]}`);
      await page.evaluate(() => document.fonts.ready);
      await drain(page);
      for (const [i, opens] of [cold, warm].entries()) {
        await burger.tap();
        await menu.waitFor({ state: 'visible' });
        const opened = await drain(page);
        opens.push(durationOf(opened));
        if (i === 0) coldFrame.push(opened.tapToMenuFrame);
        if (i === 0) await page.keyboard.press('Escape');
        else await menu.getByRole('button', { name: 'Close menu' }).tap();
        await menu.waitFor({ state: 'hidden' });
        closes.push(durationOf(await drain(page)));
      }
    }
    const opens = [...cold, ...warm];
    const p95 = percentile(opens, 95);
    console.log(
      `mobile menu at 390 px, ${ROUNDS} loads of ${PAGES.join(' and ')}: opening INP p75 ${ms(percentile(opens, 75))}, p95 ${ms(p95)}, ` +
        `max ${ms(Math.max(...opens))} (first tap of a load p75 ${ms(percentile(cold, 75))}, later taps p75 ` +
        `${ms(percentile(warm, 75))}); first tap to the frame showing the menu p75 ${ms(percentile(coldFrame, 75))}, ` +
        `max ${ms(Math.max(...coldFrame))}; closing INP p75 ${ms(percentile(closes, 75))}, max ` +
        `${ms(Math.max(...closes))} (${FLOOR_MS} ms = under ${FLOOR_MS})`,
    );
    ok = reportBudget({
      issue: '13',
      name: 'mobile menu open, interaction to next paint (Chromium)',
      figure: `p95 ${ms(p95)}`,
      budget: `p95 < ${INP_BUDGET_MS} ms`,
      ok: opens.every(Number.isFinite) && p95 < INP_BUDGET_MS,
    });
  } finally {
    await browser.close();
  }
  return ok;
}

runBench(main);
