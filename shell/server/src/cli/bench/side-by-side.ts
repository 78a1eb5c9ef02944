import { budget } from './budgets';
import type { LoadFigures } from './autocannon-child';
import { ensureDebianPackage } from './debian-package';
import { NGINX, startNginx } from './nginx';
import { median } from './median';
import type { BenchPages } from './pages';
import { closedLoop, loadGeneratorName, WRK } from './wrk';

const CONNECTIONS = 50;
/**
 * Rounds per page, each running nginx and the cached site once: one 5 s run of the site swings by 20-35% on this
 * shared 2-core VM (16 500 to 26 500 req/s within a minute; nginx 41 000 to 49 000), so the figure is the median
 * of five. The uncached site, which has no budget here, runs in the first round only.
 */
const ROUNDS = 5;
const UNCACHED = 'site uncached';

type Target = { name: string; baseUrl: string };
export type SideBySideInput = {
  /** Base URL of the site with its page cache, as it is served (`startServedSite`). */
  cached: string;
  /** Base URL of a site with PAGE_CACHE=off. */
  uncached: string;
  pages: BenchPages;
  seconds: number;
  products: number;
};

/** The anonymous HTML exactly as a first-time visitor gets it, uncompressed. */
async function anonymousHtml(baseUrl: string, page: string): Promise<Buffer> {
  const response = await fetch(`${baseUrl}${page}`, {
    headers: { 'accept-encoding': 'identity', accept: 'text/html' },
  });
  if (!response.ok) throw new Error(`${page} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/** Where nginx finds a page: /blog/x is served from blog/x/index.html. */
const docrootPath = (page: string) => `${page.replace(/^\/+|\/+$/g, '')}/index.html`.replace(/^\//, '');

/** Only good answers count: a shed request (503) is fast and would flatter the rate. */
const goodRate = (r: LoadFigures) => (r.requests ? (r.rate * (r.requests - r.non2xx)) / r.requests : 0);

const fmt = (n: number) => (Number.isFinite(n) ? n.toFixed(n < 10 ? 2 : 0) : '-');

/**
 * Issue 10: the site's cached and uncached anonymous pages against nginx serving the same bytes as
 * static files, same load generator, c=50, same seconds, in alternating rounds of the same run.
 */
export async function sideBySide(input: SideBySideInput): Promise<boolean> {
  const { pages, seconds } = input;
  const routes = { home: pages.home, post: pages.post, product: pages.product };
  console.log(`\n== Side by side with nginx: ${loadGeneratorName()}, c=${CONNECTIONS}, ${seconds} s per run`);
  const missing = (await ensureDebianPackage(WRK, 'wrk')) ? 'wrk missing: autocannon in a child process; ' : '';
  const why = await ensureDebianPackage(NGINX, 'nginx-light');
  const files = new Map<string, Buffer>();
  let identical = true;
  for (const page of Object.values(routes)) {
    const bytes = await anonymousHtml(input.cached, page);
    identical &&= bytes.equals(await anonymousHtml(input.cached, page));
    files.set(docrootPath(page), bytes);
  }
  console.log(
    `${missing}encoding: identity from every server (no gzip/brotli on either side); anonymous HTML of two fetches byte-identical: ${identical ? 'yes' : 'no'}`,
  );
  console.log("site cached: `npm start` in a child process; site uncached: PAGE_CACHE=off, in the bench's process");
  const nginx = why ? null : await startNginx(files);
  if (why) console.log(`nginx: skipped (${why})`);
  const targets: Target[] = [
    ...(nginx ? [{ name: 'nginx', baseUrl: nginx.baseUrl }] : []),
    { name: 'site cached', baseUrl: input.cached },
    { name: UNCACHED, baseUrl: input.uncached },
  ];
  const rates = new Map<string, Map<string, number>>();
  try {
    console.log(
      'page'.padEnd(52),
      ...targets.map((t) => `${t.name} 2xx/s`.padStart(20)),
      `  medians of ${ROUNDS} rounds; p99 ms (same order)`,
    );
    for (const [name, page] of Object.entries(routes)) {
      // Warm-up (JIT, caches, keep-alive pools), then rounds that alternate the order of the servers, so a
      // machine getting busier or quieter during a page's rounds does not favour one of them.
      for (const target of targets) await closedLoop(`${target.baseUrl}${page}`, 10, 1);
      const runs = new Map<string, LoadFigures[]>(targets.map((t) => [t.name, []]));
      for (let round = 0; round < ROUNDS; round++) {
        const inRound = round === 0 ? targets : targets.filter((t) => t.name !== UNCACHED);
        for (const target of round % 2 ? [...inRound].reverse() : inRound) {
          const r = await closedLoop(`${target.baseUrl}${page}`, CONNECTIONS, seconds);
          if (r.non2xx || r.errors) console.log(`  ${target.name} ${page}: ${r.non2xx} non-2xx, ${r.errors} errors`);
          runs.get(target.name)?.push(r);
        }
      }
      const row = new Map(targets.map((t) => [t.name, median((runs.get(t.name) ?? []).map(goodRate))]));
      rates.set(name, row);
      const p99s = targets.map((t) => fmt(median((runs.get(t.name) ?? []).map((r) => r.p99))));
      const spread = targets.map((t) => (runs.get(t.name) ?? []).map((r) => fmt(goodRate(r))).join(' '));
      console.log(
        `${name} ${page}`.slice(0, 52).padEnd(52),
        ...targets.map((t) => fmt(row.get(t.name) ?? NaN).padStart(20)),
        ` ${p99s.join(' / ')}`,
      );
      console.log(`  each round: ${targets.map((t, i) => `${t.name} ${spread[i]}`).join('; ')}`);
    }
  } finally {
    await nginx?.stop();
  }
  let ok = true;
  for (const [name, row] of rates) {
    const base = row.get('nginx');
    const ratio = base ? (row.get('site cached') ?? 0) / base : NaN;
    ok =
      budget({
        issue: '10',
        name: `cached ${name} page / nginx req/s (medians)`,
        figure: Number.isNaN(ratio) ? 'nginx not run' : `${(ratio * 100).toFixed(1)}%`,
        budget: '≥ 50%',
        ok: Number.isNaN(ratio) ? null : ratio >= 0.5,
      }) && ok;
  }
  return (await uncachedP50(input)) && ok;
}

/** One connection, one request at a time: a page's own cost, no queueing behind other requests. */
async function uncachedP50(input: SideBySideInput): Promise<boolean> {
  const at = input.products === 100_000 ? '' : ` (measured at ${input.products} products)`;
  console.log(`\nUncached page cost: 1 connection, ${input.seconds} s, site with PAGE_CACHE=off`);
  let ok = true;
  for (const [name, page] of [
    ['post', input.pages.post],
    ['product', input.pages.product],
  ] as const) {
    await closedLoop(`${input.uncached}${page}`, 1, 1);
    const r = await closedLoop(`${input.uncached}${page}`, 1, input.seconds);
    ok =
      budget({
        issue: '10',
        name: `uncached ${name} page p50${at}`,
        figure: `${fmt(r.p50)} ms (p99 ${fmt(r.p99)} ms, ${fmt(r.rate)} req/s)`,
        budget: '< 5 ms at 100 000 products',
        ok: r.p50 < 5,
      }) && ok;
  }
  return ok;
}
