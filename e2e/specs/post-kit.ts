import { expect, type APIRequestContext, type Page } from '@playwright/test';

// Shared by the post page specs (issue 14): finding a seeded post by its markup, opening it, the ToC cookie.

const posts = new Map<string, string>();

/** The first seeded post whose HTML matches `marker` (raw HTML through the API client: no page renders). */
export async function postWith(request: APIRequestContext, marker: string): Promise<string> {
  const known = posts.get(marker);
  if (known) return known;
  for (let paged = 1; paged <= 5; paged++) {
    const listing = await request.get(`/blog${paged > 1 ? `?paged=${paged}` : ''}`, {
      headers: { accept: 'text/html' },
    });
    if (!listing.ok()) break;
    const hrefs = [...new Set([...(await listing.text()).matchAll(/href="(\/blog\/[a-z0-9-]+)"/g)].map((m) => m[1]))];
    for (const href of hrefs) {
      const body = await (await request.get(href ?? '', { headers: { accept: 'text/html' } })).text();
      if (body.includes(marker) && !body.includes('content-post__body--teaser')) {
        posts.set(marker, href ?? '');
        return href ?? '';
      }
    }
  }
  throw new Error(`no seeded post with ${marker}`);
}

/** Open a post and reach for its table of contents, which mounts the post-page island. */
export async function openPost(page: Page, marker: string): Promise<void> {
  await page.goto(await postWith(page.request, marker));
  await page.locator('.content-toc-slot').hover();
  await expect(page.locator('.content-toc-slot')).toHaveAttribute('data-island-state', 'mounted');
}

export const tocCookie = async (page: Page) =>
  (await page.context().cookies()).find((c) => c.name === 'content.toc-hidden');

export const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
export const scrollTo = (page: Page, y: number) => page.evaluate((top) => window.scrollTo(0, top), y);
