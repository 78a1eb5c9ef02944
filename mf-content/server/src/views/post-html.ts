import type { VisitorState } from '@site/shared-contracts/platform';
import { esc, formatDate } from '../html';
import type { CommentItem, PostDetail, PostLink } from '../queries';
import { commentsSection } from './comments-html';
import { countdownIsland } from './countdown-html';
import { loginLink } from './login-link';

export type PostView = {
  post: PostDetail;
  comments: readonly CommentItem[];
  adjacent: { previous: PostLink | null; next: PostLink | null };
  visitor: VisitorState;
  csrfToken: string;
  now: Date;
};

/** Stored body: plain-text paragraphs split by blank lines, each escaped into its own <p>. */
export function bodyHtml(body: string): string {
  return body
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${esc(p)}</p>`)
    .join('\n');
}

export function ratingBar(percent: number): string {
  return `<div class="content-rating">
<span class="content-rating__label">Our rating</span>
<div class="content-rating__bar" role="img" aria-label="Rated ${percent} out of 100"><span class="content-rating__fill" style="width:${percent}%"></span></div>
<b class="content-rating__value">${percent}%</b>
</div>`;
}

function postNav(adjacent: PostView['adjacent']): string {
  const link = (l: PostLink | null, rel: 'prev' | 'next', label: string) =>
    l
      ? `<a class="content-post-nav__${rel}" rel="${rel}" href="/blog/${esc(l.slug)}"><span>${label}</span> ${esc(l.title)}</a>`
      : '';
  const links = link(adjacent.previous, 'prev', 'Previous post') + link(adjacent.next, 'next', 'Next post');
  return links ? `<nav class="content-post-nav" aria-label="More posts">${links}</nav>` : '';
}

/** Restricted posts for logged-out visitors: only the excerpt and a login prompt (spec 6). */
function teaser(post: PostDetail): string {
  return `<div class="content-post__body content-post__body--teaser"><p>${esc(post.excerpt)}</p></div>
<div class="content-restricted"><p>This article is for members only. ${loginLink(post.slug, 'Log in to read the full article', { type: 'restrict', className: 'content-restricted__login' })}</p></div>`;
}

export function postMain(view: PostView): string {
  const { post } = view;
  const locked = post.restricted && !view.visitor.loggedIn;
  const countdown = !locked && post.countdownTo && post.countdownTo > view.now ? countdownIsland(post.countdownTo) : '';
  const rating = !locked && post.ratingPercent !== null ? ratingBar(post.ratingPercent) : '';
  const content = locked
    ? teaser(post)
    : `${countdown}<div class="content-post__body">${bodyHtml(post.body)}</div>${rating}
${commentsSection({ postSlug: post.slug, visitor: view.visitor, csrfToken: view.csrfToken }, view.comments)}`;
  return `<article class="content-post" data-post-id="${post.id}">
<header class="content-post__header">
<a class="content-post__category" href="/category/${esc(post.categorySlug)}">${esc(post.categoryName)}</a>
<h1 class="content-post__title">${esc(post.title)}</h1>
<p class="content-post__meta">By <span class="content-post__author">${esc(post.authorName)}</span> · <time datetime="${esc(post.publishedAt.toISOString())}">${esc(formatDate(post.publishedAt))}</time></p>
</header>
${content}
</article>
${postNav(view.adjacent)}`;
}
