import { html, join, raw, type Html } from '@site/platform-kit/html';
import { widgetPageUrl, type LoopGridProps } from '@site/shared-contracts/content';
import type { LoopView } from '../loop/load-loop';
import { clearedUrl, filterBarHtml } from './filter-bar-html';
import { postCard } from './list-html';

const filtered = (view: LoopView) => view.filters.some((f) => f.filterData.terms.length > 0);

/** The line the widget's live region reads out: how many posts, or that none match. */
export function loopStatus(view: LoopView): string {
  if (view.total === 0) return filtered(view) ? 'No posts match these filters.' : 'No posts yet.';
  const posts = `${view.total} ${view.total === 1 ? 'post' : 'posts'}`;
  // A grid without pages shows its first few: say how many of how many.
  if (view.widget.pagination === 'none')
    return view.posts.length < view.total ? `${view.posts.length} of ${posts}` : posts;
  return view.totalPages > 1 ? `${posts}, page ${view.page} of ${view.totalPages}` : posts;
}

function pagination(view: LoopView): Html | null {
  const { widget, page, totalPages, url } = view;
  if (widget.pagination === 'none' || totalPages <= 1) return null;
  const href = (n: number) => widgetPageUrl(url, widget.id, widget.pagination, n);
  const newest = widget.order === 'newest';
  const links: Html[] = [];
  if (page > 1 && page <= totalPages)
    links.push(
      html`<a class="content-pagination__prev" rel="prev" href="${href(page - 1)}">${newest ? 'Newer posts' : 'Previous'}</a>`,
    );
  links.push(html`<span class="content-pagination__current">Page ${page} of ${totalPages}</span>`);
  if (page < totalPages)
    links.push(
      html`<a class="content-pagination__next" rel="next" href="${href(page + 1)}">${newest ? 'Older posts' : 'Next'}</a>`,
    );
  return html`<nav class="content-pagination" aria-label="${widget.title} pages">${join(links, ' ')}</nav>`;
}

function results(view: LoopView): Html {
  if (view.posts.length) {
    const level = view.widget.headingLevel === 1 ? 2 : 3;
    return html`<div class="content-grid">${join(
      view.posts.map((post) => postCard(post, level)),
      '\n',
    )}</div>`;
  }
  if (view.total > 0) {
    const first = widgetPageUrl(view.url, view.widget.id, view.widget.pagination, 1);
    return html`<p class="content-empty">There is no page ${view.page}. <a href="${first}">First page</a></p>`;
  }
  if (filtered(view))
    return html`<p class="content-empty">No posts match these filters. <a href="${clearedUrl(view)}">Clear filters</a></p>`;
  return html`<p class="content-empty">No posts yet.</p>`;
}

/**
 * The part of a widget a refresh replaces (spec 4.9): its filter bar (counts and links change with the
 * filters), the posts or the empty message, and the pages. `data-status` is the live region's next text.
 */
export function loopBodyHtml(view: LoopView): Html {
  return html`<div class="content-loop__body" data-status="${loopStatus(view)}">
${filterBarHtml(view)}
${results(view)}
${pagination(view)}
</div>`;
}

/** The island's props: the widget, its document and its filters' settings (spec 3.13, 7.4). */
export function loopProps(view: LoopView): LoopGridProps {
  return {
    widgetId: view.widget.id,
    postId: view.postId,
    pagination: view.widget.pagination,
    filters: view.settings.map((s, i) => ({
      filterId: s.filterId,
      taxonomy: s.taxonomy,
      multiple: view.widget.filters[i]?.multiple ?? false,
      logicalCombination: view.widget.filters[i]?.logicalCombination ?? '',
    })),
  };
}

/**
 * A loop-grid widget, rendered whole on the server (the no-JavaScript page). It is the placeholder of the
 * `mf-content/loop-filter` island, mounted on interaction: until then its links are the filter.
 */
export function loopWidgetHtml(view: LoopView): Html {
  const { widget } = view;
  const titleId = `content-loop-${widget.id}-title`;
  const heading = raw(`h${widget.headingLevel}`);
  return html`<section class="content-loop" id="content-loop-${widget.id}" aria-labelledby="${titleId}" data-island="mf-content/loop-filter" data-mount="interaction" data-props="${JSON.stringify(loopProps(view))}">
<${heading} class="content-loop__title" id="${titleId}">${widget.title}</${heading}>${widget.intro && html`<p class="content-loop__intro">${widget.intro}</p>`}
<p class="content-loop__status" role="status">${loopStatus(view)}</p>
${loopBodyHtml(view)}
</section>`;
}

/** /blog and a category page: the listing's loop grid, and the aside's beside it (the blog's top-rated picks). */
export const archiveHtml = (main: LoopView, aside?: LoopView): Html =>
  html`<div class="content-archive">${loopWidgetHtml(main)}${aside ? loopWidgetHtml(aside) : ''}</div>`;

/** The home page's 'Latest posts' section: the home loop grid and a link to every post. */
export const homeLoopHtml = (view: LoopView): Html =>
  html`<div class="content-home">${loopWidgetHtml(view)}<p class="content-home__more"><a href="/blog">All posts</a></p></div>`;
