// Issue 29's search budgets, measured against `npm start` with every cache and the per-address limit off (the
// scale section of `npm run bench`): item search over the catalogue's own title words and over misses, at one
// and at ten connections, and the suggestion and taxonomy calls. Targets 127.0.0.1 only; every run is bounded.
import type { BenchContext, LoadFigures, SliceBenchmark } from '@site/shared-contracts/platform';
import { popularTitles, wordsOf } from '../data/lexicon';
import { titleWords } from '../index-build/prefix-buckets';

const BUDGET = {
  hits: { c1: 15, c10: 40 },
  misses: { c1: 25, c10: 60 },
  lookups: { c10: 10 },
};
const MIN_TERMS = 150;

const enc = encodeURIComponent;
const items = (term: string) => `/api/sss/v1/posts/product/${enc(term)}`;

/** Every title word of the products, then pairs of words from popular titles, until there are enough. */
async function titleTerms(ctx: BenchContext): Promise<string[]> {
  const terms = new Set((await wordsOf(ctx.db, 'product')).title.filter((w) => /^[\p{L}\p{N}]{2,}$/u.test(w)));
  for (const title of await popularTitles(ctx.db, 'product', 2000)) {
    if (terms.size >= 2 * MIN_TERMS) break;
    const words = titleWords(title);
    for (let i = 1; i < words.length; i++) terms.add(`${words[i - 1]} ${words[i]}`);
  }
  return [...terms];
}

/** Each title word of four letters or more with its second and third letters swapped, and words no one has. */
function missTerms(words: readonly string[]): string[] {
  const swapped = words
    .filter((w) => /^\p{L}{4,}$/u.test(w))
    .map((w) => `${w[0]}${w[2]}${w[1]}${w.slice(3)}`)
    .filter((w) => !words.includes(w));
  const absent = Array.from({ length: 40 }, (_, i) => `zq${(i * 7919).toString(36)}x`);
  return [...swapped, ...absent];
}

type Line = { label: string; figures: LoadFigures; budgetMs: number };

function judge(ctx: BenchContext, { label, figures, budgetMs }: Line): boolean {
  const failed = figures.errors + figures.non2xx;
  const p95 = figures.p95 ?? Number.NaN;
  return ctx.budget({
    issue: '29',
    name: `${label}, ${ctx.products} products`,
    figure: `p95 ${p95.toFixed(1)} ms, ${figures.requests} answers, ${failed} failed`,
    budget: `p95 <= ${budgetMs} ms, 0 failed`,
    ok: figures.requests > 0 && failed === 0 && p95 <= budgetMs,
  });
}

async function benchSearchAtScale(ctx: BenchContext): Promise<boolean> {
  const terms = await titleTerms(ctx);
  const { title, bodyOnly } = await wordsOf(ctx.db, 'product');
  const misses = missTerms(title);
  console.log(
    `\nItem search at ${ctx.products} products: ${terms.length} distinct title terms, ${misses.length} misspelt or absent words, ${bodyOnly.length} body-only words`,
  );
  // autocannon in a child: the lightest client there is, on a machine whose two cores it shares with the site.
  const run = (paths: readonly string[], connections: number) =>
    ctx.load({ url: ctx.baseUrl, paths, connections, seconds: ctx.seconds });
  // Every term once first: the sequential run then measures what a visitor's next search costs.
  await run([...terms, ...misses].map(items), 1);
  const lines: Line[] = [
    { label: 'item search, title words, c=1', figures: await run(terms.map(items), 1), budgetMs: BUDGET.hits.c1 },
    {
      label: 'item search, title words, c=10',
      figures: await run(terms.map(items), 10),
      budgetMs: BUDGET.hits.c10,
    },
    {
      label: 'item search, misspelt and absent words, c=1',
      figures: await run(misses.map(items), 1),
      budgetMs: BUDGET.misses.c1,
    },
    {
      label: 'item search, misspelt and absent words, c=10',
      figures: await run(misses.map(items), 10),
      budgetMs: BUDGET.misses.c10,
    },
    {
      label: 'item search, body-only words, c=10',
      figures: await run(bodyOnly.map(items), 10),
      budgetMs: BUDGET.misses.c10,
    },
    {
      label: 'suggestions, c=10',
      figures: await run(
        terms.map((t) => `/api/sss/v1/suggestions/${enc(t)}`),
        10,
      ),
      budgetMs: BUDGET.lookups.c10,
    },
    {
      label: 'taxonomies, c=10',
      figures: await run(
        terms.map((t) => `/api/sss/v1/taxonomies/${enc(t)}`),
        10,
      ),
      budgetMs: BUDGET.lookups.c10,
    },
  ];
  let ok = true;
  for (const line of lines) ok = judge(ctx, line) && ok;
  return ok;
}

export const searchScaleBenchmark: SliceBenchmark = {
  name: 'search at catalogue scale (issue 29)',
  scale: true,
  run: benchSearchAtScale,
};
