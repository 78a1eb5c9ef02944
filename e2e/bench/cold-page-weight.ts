/**
 * Issue 10: the first load of a product page and a post page: JavaScript bytes as transferred (gzip/br
 * as served; see support/page-weight.ts), requests, and no file downloaded twice, over 50 cold loads
 * of the product page (a fresh browser context each). Run by `npm run bench` (BENCH_URL, BENCH_PAGES).
 */
import { benchTarget, reportBudget } from '../support/bench-report';
import { coldLoad, kb, PAGE_WEIGHT_BUDGET } from '../support/page-weight';
import { sharedFiles, singletonsFromTwoRemotes } from '../support/shared-files';
import { launchBenchBrowser } from '../support/bench-browser';

const LOADS = Number(process.env.BENCH_COLD_LOADS ?? 50);

async function main(): Promise<void> {
  const { baseUrl, pages } = benchTarget();
  const browser = await launchBenchBrowser();
  let ok: boolean;
  try {
    const twice = new Map<string, number>();
    const shared = sharedFiles();
    let loadsWithTwice = 0;
    for (let i = 0; i < LOADS; i++) {
      const weight = await coldLoad(browser, `${baseUrl}${pages.product}`);
      // The same singleton from two remotes' copies counts as one file downloaded twice.
      const copies = singletonsFromTwoRemotes(weight.urls, shared).map((name) => `${name} (from two remotes)`);
      if (weight.twice.length || copies.length) loadsWithTwice++;
      for (const url of [...weight.twice, ...copies]) twice.set(url, (twice.get(url) ?? 0) + 1);
    }
    for (const [url, n] of twice) console.log(`  downloaded twice in ${n} loads: ${url}`);
    ok = reportBudget({
      name: 'files downloaded twice (product page, cold)',
      figure: `${twice.size} in ${LOADS} loads (${loadsWithTwice} loads affected)`,
      budget: '0',
      ok: twice.size === 0,
    });
    for (const [name, page] of [
      ['product', pages.product],
      ['post', pages.post],
    ] as const) {
      const weight = await coldLoad(browser, `${baseUrl}${page}`);
      console.log(`  ${name} ${page}: JavaScript ${kb(weight.jsDecodedBytes)} decoded`);
      ok =
        reportBudget({
          name: `cold ${name} page: JavaScript as transferred`,
          figure: kb(weight.jsBytes),
          budget: `≤ ${kb(PAGE_WEIGHT_BUDGET.jsBytes)} gzipped`,
          ok: weight.jsBytes <= PAGE_WEIGHT_BUDGET.jsBytes,
        }) && ok;
      ok =
        reportBudget({
          name: `cold ${name} page: requests`,
          figure: String(weight.requests),
          budget: `≤ ${PAGE_WEIGHT_BUDGET.requests}`,
          ok: weight.requests <= PAGE_WEIGHT_BUDGET.requests,
        }) && ok;
    }
  } finally {
    await browser.close();
  }
  if (!ok) process.exitCode = 1;
}

void main();
