import { html, type Html, join } from '@site/platform-kit/html';
import type { VisitorState } from '@site/shared-contracts/platform';
import type { CommentItem } from '../data/comments';
import type { PostDetail, PostLink } from '../data/posts';
import { blocksHtml } from './blocks/blocks-html';
import { commentsSection } from './comments-html';
import { countdownIsland } from './countdown-html';
import { formatDate } from './dates';
import { loginLink } from './login-link';

export type PostView = {
  post: PostDetail;
  comments: readonly CommentItem[];
  adjacent: { previous: PostLink | null; next: PostLink | null };
  visitor: VisitorState;
  csrfToken: string;
  now: Date;
  /** The site's public address: share links carry the post's absolute URL. */
  siteUrl: string;
};

/** Stored body: plain-text paragraphs split by blank lines, each escaped into its own <p>. */
export function bodyHtml(body: string): Html {
  const paragraphs = body
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean);
  return join(
    paragraphs.map((p) => html`<p>${p}</p>`),
    '\n',
  );
}

function ratingBar(percent: number): Html {
  return html`<div class="content-rating">
<span class="content-rating__label">Our rating</span>
<div class="content-rating__bar" role="img" aria-label="Rated ${percent} out of 100"><span class="content-rating__fill" style="width:${percent}%"></span></div>
<b class="content-rating__value">${percent}%</b>
</div>`;
}

/**
 * Previous/next links and a way back up, at the end of the post without JavaScript. The `post-page` island adds
 * the floating copies of spec 2.4 (back-to-top and the previous/next navigation after 500 px of scroll), the
 * ToC's memory and smooth scrolling; this block stays where it is, so nothing on the page moves when it mounts.
 */
function postNav(adjacent: PostView['adjacent']): Html {
  const link = (l: PostLink | null, rel: 'prev' | 'next', label: string) =>
    l &&
    html`<a class="content-post-nav__${rel}" rel="${rel}" href="/blog/${l.slug}"><span>${label}</span> ${l.title}</a>`;
  const previous = link(adjacent.previous, 'prev', 'Previous post');
  const next = link(adjacent.next, 'next', 'Next post');
  return html`<nav class="content-post-nav" aria-label="More posts" data-island="mf-content/post-page" data-mount="visible">${previous}${next}<a class="content-post-nav__top" href="#top" data-content-scroll>Back to top</a></nav>`;
}

/**
 * A placeholder of the `post-page` island a screen and 200 px below the post's top (content.css): the loader's
 * `visible` strategy (200 px ahead of the viewport) mounts it once the visitor has scrolled by the post's distance
 * from the top of the page (80-170 px under the header), well before the floating controls are due at 500 px. At
 * 100 px it mounted at load on phones, whose header is shorter. A visitor who only reads the first screen loads
 * no island for it.
 */
const SCROLL_SENTINEL = html`<span class="content-scroll-sentinel" data-island="mf-content/post-page" data-mount="visible" aria-hidden="true"></span>`;

/** Blocks when the post has them; otherwise its plain-text paragraphs and the countdown column, as before. */
function bodyContent(view: PostView): Html {
  const { post, now } = view;
  if (post.blocks.length) {
    const share = { url: `${view.siteUrl}/blog/${post.slug}`, title: post.title, image: shareImage(view) };
    return html`<div class="content-post__body">${blocksHtml(post.blocks, { share, now })}</div>`;
  }
  const countdown = post.countdownTo && post.countdownTo > now && countdownIsland(post.countdownTo);
  return html`${countdown}<div class="content-post__body">${bodyHtml(post.body)}</div>`;
}

/** The post's first picture for image-pinning services (absolute, as they fetch it themselves). */
function shareImage(view: PostView): string {
  for (const block of view.post.blocks) {
    if (block.type === 'image') return `${view.siteUrl}${block.src}`;
    if (block.type === 'carousel' && block.slides[0]) return `${view.siteUrl}${block.slides[0].src}`;
  }
  return '';
}

/** Restricted posts for logged-out visitors: only the excerpt and a login prompt (spec 6). */
function teaser(post: PostDetail): Html {
  return html`<div class="content-post__body content-post__body--teaser"><p>${post.excerpt}</p></div>
<div class="content-restricted"><p>This article is for members only. ${loginLink(post.slug, 'Log in to read the full article', { type: 'restrict', className: 'content-restricted__login' })}</p></div>`;
}

export function postMain(view: PostView): Html {
  const { post } = view;
  const locked = post.restricted && !view.visitor.loggedIn;
  const rating = post.ratingPercent !== null && ratingBar(post.ratingPercent);
  const content = locked
    ? teaser(post)
    : html`${bodyContent(view)}${post.blocks.some((b) => b.type === 'rating-bars') ? '' : rating}
${commentsSection({ postSlug: post.slug, visitor: view.visitor, csrfToken: view.csrfToken }, view.comments)}`;
  return html`<article class="content-post" data-post-id="${post.id}">${SCROLL_SENTINEL}
<header class="content-post__header">
<a class="content-post__category" href="/category/${post.categorySlug}">${post.categoryName}</a>
<h1 class="content-post__title">${post.title}</h1>
<p class="content-post__meta">By <span class="content-post__author">${post.authorName}</span> · <time datetime="${post.publishedAt.toISOString()}">${formatDate(post.publishedAt)}</time></p>
</header>
${content}
</article>
${postNav(view.adjacent)}`;
}
