import { esc, formatDate } from '../html';
import type { PostCard } from '../queries';

export function postCard(post: PostCard): string {
  const date = post.publishedAt.toISOString();
  return `<article class="content-card">
<a class="content-card__category" href="/category/${esc(post.categorySlug)}">${esc(post.categoryName)}</a>
<h2 class="content-card__title"><a href="/blog/${esc(post.slug)}">${esc(post.title)}</a></h2>
<p class="content-card__meta">By ${esc(post.authorName)} · <time datetime="${esc(date)}">${esc(formatDate(post.publishedAt))}</time>${post.restricted ? ' · <span class="content-card__badge">Members only</span>' : ''}</p>
<p class="content-card__excerpt">${esc(post.excerpt)}</p>
</article>`;
}

export function postGrid(posts: readonly PostCard[]): string {
  if (!posts.length) return '<p class="content-empty">No posts yet.</p>';
  return `<div class="content-grid">${posts.map(postCard).join('\n')}</div>`;
}

/** WordPress-style ?paged=N links; page 1 is the bare path so it has one canonical URL. */
export function pageHref(basePath: string, page: number): string {
  return page <= 1 ? basePath : `${basePath}?paged=${page}`;
}

export function pagination(basePath: string, page: number, totalPages: number): string {
  if (totalPages <= 1) return '';
  const links: string[] = [];
  if (page > 1)
    links.push(
      `<a class="content-pagination__prev" rel="prev" href="${esc(pageHref(basePath, page - 1))}">Newer posts</a>`,
    );
  links.push(`<span class="content-pagination__current">Page ${page} of ${totalPages}</span>`);
  if (page < totalPages)
    links.push(
      `<a class="content-pagination__next" rel="next" href="${esc(pageHref(basePath, page + 1))}">Older posts</a>`,
    );
  return `<nav class="content-pagination" aria-label="Posts pages">${links.join(' ')}</nav>`;
}

export function listingMain(options: {
  heading: string;
  intro?: string;
  posts: readonly PostCard[];
  basePath: string;
  page: number;
  totalPages: number;
}): string {
  const intro = options.intro ? `<p class="content-archive__intro">${esc(options.intro)}</p>` : '';
  return `<section class="content-archive">
<h1 class="content-archive__title">${esc(options.heading)}</h1>${intro}
${postGrid(options.posts)}
${pagination(options.basePath, options.page, options.totalPages)}
</section>`;
}
