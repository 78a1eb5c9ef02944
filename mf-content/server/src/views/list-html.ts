import { html, raw, type Html } from '@site/platform-kit/html';
import type { PostCard } from '../data/posts';
import { formatDate } from './dates';

/** A listing card; its title is a heading one level below the listing's (`level`). */
export function postCard(post: PostCard, level: 2 | 3 = 2): Html {
  const h = raw(`h${level}`);
  return html`<article class="content-card">
<a class="content-card__category" href="/category/${post.categorySlug}">${post.categoryName}</a>
<${h} class="content-card__title"><a href="/blog/${post.slug}">${post.title}</a></${h}>
<p class="content-card__meta">By ${post.authorName} · <time datetime="${post.publishedAt.toISOString()}">${formatDate(post.publishedAt)}</time>${post.restricted && html` · <span class="content-card__badge">Members only</span>`}</p>
<p class="content-card__excerpt">${post.excerpt}</p>
</article>`;
}
