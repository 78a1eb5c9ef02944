/** The pages the issue-10 budgets name, found on the running site (slugs depend on the seed). */
export type BenchPages = {
  home: string;
  shop: string;
  product: string;
  post: string;
  offers: string;
  search: string;
};

const SETTLE_MS = 60_000;

/**
 * The page's HTML once the site serves it: a site that has just opened 100 000 products on a busy machine
 * may still shed load (503 with Retry-After) for a few seconds, which is its job, not a reason to stop the bench.
 */
async function settledPage(baseUrl: string, page: string): Promise<Response> {
  const started = Date.now();
  for (;;) {
    const response = await fetch(`${baseUrl}${page}`, { headers: { accept: 'text/html' } });
    if (response.status !== 503 || Date.now() - started > SETTLE_MS) return response;
    await response.arrayBuffer();
    const retryAfter = Number(response.headers.get('retry-after')) || 1;
    await new Promise((resolve) => setTimeout(resolve, Math.min(retryAfter, 5) * 1000));
  }
}

async function firstLink(baseUrl: string, page: string, pattern: RegExp): Promise<string> {
  const response = await settledPage(baseUrl, page);
  const html = await response.text();
  const match = pattern.exec(html);
  if (!match?.[1])
    throw new Error(`no link matching ${pattern} on ${page} (${response.status}: ${html.slice(0, 200)})`);
  return match[1];
}

export async function findBenchPages(baseUrl: string): Promise<BenchPages> {
  return {
    home: '/',
    shop: '/shop',
    product: await firstLink(baseUrl, '/shop', /href="(?:https?:\/\/[^/"]+)?(\/product\/[^"?#]+)"/),
    post: await firstLink(baseUrl, '/blog', /href="(?:https?:\/\/[^/"]+)?(\/blog\/(?!page\/|category\/)[^"?#/]+)"/),
    offers: '/offers',
    search: '/search?s=laptop',
  };
}
