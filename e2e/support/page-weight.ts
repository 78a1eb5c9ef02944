import type { Browser, Request } from '@playwright/test';

/** The budgets of issue 10 for the first load of a product or post page. */
export const PAGE_WEIGHT_BUDGET = { jsBytes: 100 * 1024, requests: 12 } as const;

export type PageWeight = {
  requests: number;
  /** JavaScript bytes as they crossed the wire: the encoded body (gzip/br when the server sent that). */
  jsBytes: number;
  /** The same JavaScript decoded, for scale. */
  jsDecodedBytes: number;
  /** URLs fetched more than once in this one load (React twice, a runtime twice, ...). */
  twice: string[];
  /** Every URL the load fetched. */
  urls: string[];
};

const isJs = (request: Request) =>
  request.resourceType() === 'script' || /\.m?js(\?|$)/.test(new URL(request.url()).pathname);

/**
 * One cold load (a fresh context: empty cache, no cookies) until the network is idle, so islands that
 * mount after load are counted too. Sizes come from the browser's own accounting (request.sizes():
 * responseBodySize is the body as received, before content decoding), i.e. gzip or brotli bytes when the
 * server compressed, the plain bytes when it did not.
 */
export async function coldLoad(browser: Browser, url: string): Promise<PageWeight> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const finished: Request[] = [];
    page.on('requestfinished', (request) => finished.push(request));
    await page.goto(url, { waitUntil: 'networkidle' });
    const seen = new Map<string, number>();
    let jsBytes = 0;
    let jsDecodedBytes = 0;
    for (const request of finished) {
      seen.set(request.url(), (seen.get(request.url()) ?? 0) + 1);
      if (!isJs(request)) continue;
      const sizes = await request.sizes();
      jsBytes += sizes.responseBodySize;
      const response = await request.response();
      jsDecodedBytes += response ? (await response.body().catch(() => Buffer.alloc(0))).length : 0;
    }
    return {
      requests: finished.length,
      jsBytes,
      jsDecodedBytes,
      twice: [...seen].filter(([, n]) => n > 1).map(([u]) => u),
      urls: [...seen.keys()],
    };
  } finally {
    await context.close();
  }
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
