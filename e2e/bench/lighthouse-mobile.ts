/**
 * Issues 10 and 13: Lighthouse mobile (its default: Moto G Power emulation, simulated slow 4G and 4x CPU
 * throttling) on the home, shop, product, post, offers and search pages of the running bench site,
 * with Debian's Chromium (CHROMIUM_PATH or /usr/bin/chromium, headless). The lighthouse CLI runs in a
 * child process per page, each bounded in time, taking the performance and accessibility categories in the
 * same load. Budgets: performance score ≥ 95, TBT < 150 ms, CLS 0 (issue 10); accessibility 100 (issue 13),
 * every failing accessibility audit printed with the elements it names. The "host" column is Lighthouse's
 * benchmarkIndex of this machine: its CPU throttling multiplies the host's own task times, so a slower host
 * shows more blocking time for the same page (the budget stays as the issue states it).
 * Run by `npm run bench` (BENCH_URL, BENCH_PAGES), or alone against any server:
 *   cd e2e && BENCH_URL=http://127.0.0.1:3321 \
 *     BENCH_PAGES='{"home":"/","shop":"/shop","product":"/product/<slug>","post":"/blog/<slug>","offers":"/offers","search":"/search?s=laptop"}' \
 *     npx tsx bench/lighthouse-mobile.ts
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { benchTarget, reportBudget } from '../support/bench-report';

const CLI = path.resolve(__dirname, '../../node_modules/lighthouse/cli/index.js');
const PAGE_TIMEOUT_MS = 150_000;

type Audit = {
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
  details?: { items?: { node?: { selector?: string }; groupLabel?: string; duration?: number }[] };
};
type Category = { score: number | null; auditRefs: { id: string; weight: number }[] };
type Lhr = {
  categories: { performance: Category; accessibility: Category };
  audits: Record<string, Audit>;
  runtimeError?: { message: string };
  /** Lighthouse's measure of the host's CPU: its 4x slowdown stands for a phone only on a host near 1 000+. */
  environment?: { benchmarkIndex?: number };
};

/** The accessibility audits that lost points, each with the first elements it names. */
function failingAudits(lhr: Lhr): string[] {
  return lhr.categories.accessibility.auditRefs.flatMap(({ id, weight }) => {
    const audit = lhr.audits[id];
    if (!audit || weight === 0 || audit.score === null || audit.score >= 1) return [];
    const nodes = (audit.details?.items ?? []).map((item) => item.node?.selector ?? '?');
    const shown = nodes.slice(0, 5).join(', ') + (nodes.length > 5 ? `, … (${nodes.length} in all)` : '');
    return [`${id} (${audit.title}): ${shown}`];
  });
}

/** The main thread's busiest kinds of work, throttled milliseconds, largest first. */
function mainThreadWork(lhr: Lhr): string {
  const items = lhr.audits['mainthread-work-breakdown']?.details?.items ?? [];
  return [...items]
    .sort((a, b) => (b.duration ?? 0) - (a.duration ?? 0))
    .slice(0, 4)
    .map((item) => `${item.groupLabel ?? '?'} ${Math.round(item.duration ?? 0)} ms`)
    .join(', ');
}

function lighthouse(url: string): Promise<Lhr | string> {
  const args = [
    CLI,
    url,
    '--output=json',
    '--output-path=stdout',
    '--only-categories=performance,accessibility',
    '--quiet',
    '--max-wait-for-load=60000',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --no-first-run --disable-background-networking',
  ];
  const env = { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' };
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { env, timeout: PAGE_TIMEOUT_MS, killSignal: 'SIGKILL' });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.on('close', (code) => {
      if (code !== 0) return resolve(`lighthouse exited ${code}: ${err.slice(-300)}`);
      try {
        resolve(JSON.parse(out) as Lhr);
      } catch {
        resolve('lighthouse printed no report');
      }
    });
  });
}

async function main(): Promise<void> {
  const { baseUrl, pages } = benchTarget();
  let ok = true;
  console.log(
    'page'.padEnd(44),
    'score'.padStart(6),
    'TBT ms'.padStart(8),
    'CLS'.padStart(7),
    'LCP ms'.padStart(8),
    'a11y'.padStart(6),
    'host'.padStart(6),
  );
  for (const [name, page] of Object.entries(pages)) {
    // A trace can fail to record on a busy machine (NO_NAVSTART): one more try before it counts.
    let lhr = await lighthouse(`${baseUrl}${page}`);
    if (typeof lhr === 'string' || lhr.runtimeError) lhr = await lighthouse(`${baseUrl}${page}`);
    if (typeof lhr === 'string' || lhr.runtimeError) {
      const why = (typeof lhr === 'string' ? lhr : (lhr.runtimeError?.message ?? '')).replace(/\s+/g, ' ').trim();
      ok =
        reportBudget({ name: `Lighthouse ${name}`, figure: why, budget: 'score ≥ 95, accessibility 100', ok: false }) &&
        ok;
      continue;
    }
    const score = Math.round((lhr.categories.performance.score ?? 0) * 100);
    const tbt = Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN);
    const cls = lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN;
    const lcp = Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN);
    const a11y = Math.round((lhr.categories.accessibility.score ?? 0) * 100);
    console.log(
      `${name} ${page}`.slice(0, 44).padEnd(44),
      String(score).padStart(6),
      String(tbt).padStart(8),
      cls.toFixed(3).padStart(7),
      String(lcp).padStart(8),
      String(a11y).padStart(6),
      String(Math.round(lhr.environment?.benchmarkIndex ?? NaN)).padStart(6),
    );
    // Over the blocking budget: where the main thread's time went (parsing, style and layout, scripts...).
    if (!(tbt < 150)) console.log(`  main thread: ${mainThreadWork(lhr)}`);
    const failing = failingAudits(lhr);
    for (const line of failing) console.log(`  accessibility: ${line}`);
    ok =
      reportBudget({ name: `Lighthouse ${name}: score`, figure: String(score), budget: '≥ 95', ok: score >= 95 }) && ok;
    ok =
      reportBudget({ name: `Lighthouse ${name}: TBT`, figure: `${tbt} ms`, budget: '< 150 ms', ok: tbt < 150 }) && ok;
    // Zero at Lighthouse's own display precision (three decimals): a shift of 0.00004 is no shift.
    ok = reportBudget({ name: `Lighthouse ${name}: CLS`, figure: cls.toFixed(3), budget: '0', ok: cls < 0.0005 }) && ok;
    ok =
      reportBudget({
        issue: '13',
        name: `Lighthouse ${name}: accessibility`,
        figure: String(a11y),
        budget: '100',
        // Lighthouse rounds the category: 99.6 shows as 100 with an audit failing, which is not the budget.
        ok: a11y === 100 && failing.length === 0,
      }) && ok;
  }
  if (!ok) process.exitCode = 1;
}

void main();
