/** The pages the issue-10 budgets name, found on the running site (slugs depend on the seed). */
export type BenchPages = {
  home: string;
  shop: string;
  product: string;
  post: string;
  offers: string;
  search: string;
};

async function firstLink(baseUrl: string, page: string, pattern: RegExp): Promise<string> {
  const response = await fetch(`${baseUrl}${page}`, { headers: { accept: 'text/html' } });
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
