/**
 * What e2e/bench scripts share with `npm run bench` (shell/server/src/cli/bench-browser.ts): the pages
 * it found on the running site, and budget lines it collects for its closing summary.
 */
export type BenchPages = { home: string; shop: string; product: string; post: string; offers: string; search: string };

export function benchTarget(): { baseUrl: string; pages: BenchPages } {
  const baseUrl = process.env.BENCH_URL;
  const pages = process.env.BENCH_PAGES;
  if (!baseUrl || !pages) throw new Error('BENCH_URL and BENCH_PAGES are set by `npm run bench`');
  return { baseUrl, pages: JSON.parse(pages) as BenchPages };
}

/** Print a budget's verdict, and the same as a JSON line the bench keeps for its summary (issue 10 unless said). */
export function reportBudget(line: {
  issue?: string;
  name: string;
  figure: string;
  budget: string;
  ok: boolean | null;
}): boolean {
  const verdict = line.ok === null ? 'NOT MEASURED, budget' : line.ok ? 'within' : 'OVER';
  console.log(`${line.name}: ${line.figure} (${verdict} ${line.budget})`);
  console.log(`budget-json: ${JSON.stringify({ issue: '10', ...line })}`);
  return line.ok !== false;
}
