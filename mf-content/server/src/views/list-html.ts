import { html, type Html, join } from '@site/platform-kit/html';
import type { PostCard } from '../data/posts';
import { formatDate } from './dates';

export function postCard(post: PostCard): Html {
  return html`<article class="content-card">
<a class="content-card__category" href="/category/${post.categorySlug}">${post.categoryName}</a>
<h2 class="content-card__title"><a href="/blog/${post.slug}">${post.title}</a></h2>
<p class="content-card__meta">By ${post.authorName} · <time datetime="${post.publishedAt.toISOString()}">${formatDate(post.publishedAt)}</time>${post.restricted && html` · <span class="content-card__badge">Members only</span>`}</p>
<p class="content-card__excerpt">${post.excerpt}</p>
</article>`;
}

export function postGrid(posts: readonly PostCard[]): Html {
  if (!posts.length) return html`<p class="content-empty">No posts yet.</p>`;
  return html`<div class="content-grid">${join(posts.map(postCard), '\n')}</div>`;
}

/** WordPress-style ?paged=N links; page 1 is the bare path so it has one canonical URL. */
export function pageHref(basePath: string, page: number): string {
  return page <= 1 ? basePath : `${basePath}?paged=${page}`;
}

function pagination(basePath: string, page: number, totalPages: number): Html | null {
  if (totalPages <= 1) return null;
  const links: Html[] = [];
  if (page > 1)
    links.push(
      html`<a class="content-pagination__prev" rel="prev" href="${pageHref(basePath, page - 1)}">Newer posts</a>`,
    );
  links.push(html`<span class="content-pagination__current">Page ${page} of ${totalPages}</span>`);
  if (page < totalPages)
    links.push(
      html`<a class="content-pagination__next" rel="next" href="${pageHref(basePath, page + 1)}">Older posts</a>`,
    );
  return html`<nav class="content-pagination" aria-label="Posts pages">${join(links, ' ')}</nav>`;
}

/** /blog and /category/:slug: a heading, the page's cards and the newer/older links. */
export function listingMain(options: {
  heading: string;
  intro?: string;
  posts: readonly PostCard[];
  basePath: string;
  page: number;
  totalPages: number;
}): Html {
  return html`<section class="content-archive">
<h1 class="content-archive__title">${options.heading}</h1>${options.intro && html`<p class="content-archive__intro">${options.intro}</p>`}
${postGrid(options.posts)}
${pagination(options.basePath, options.page, options.totalPages)}
</section>`;
}

/** The home page's 'Latest posts' section. */
export function homeSectionHtml(posts: readonly PostCard[]): Html {
  return html`<section class="content-home">
<h2 class="content-home__title">Latest posts</h2>
${postGrid(posts)}
<p class="content-home__more"><a href="/blog">All posts</a></p>
</section>`;
}
