import { html, type Html } from '@site/platform-kit/html';
import type { FragmentContext, SliceFragments } from '@site/shared-contracts/platform';

/** A no-JS search form: what each search island keeps until (or if never) its script runs. */
const noJsForm = (id: string, term: string): Html =>
  html`<form role="search" class="sss-form" action="/search" method="get"><label for="${id}" class="site-visually-hidden">Search</label><input id="${id}" type="search" placeholder="Search deals, products, posts" name="s" value="${term}"><button type="submit">Search</button></form>`;

const island = (variant: string, extra: Record<string, unknown> = {}) => JSON.stringify({ variant, ...extra });

/**
 * The header's search widgets (spec 2.3), one per width so only the visible one loads: the inline form
 * with its page overlay from 1024 px, the search icon with the splash overlay from 600 px, and the
 * slide-style form (a full-screen popover) below 600 px. Without JavaScript the icons are disclosure
 * buttons around the same GET /search form. The term of a results page stays in the boxes.
 */
function headerSearch({ query }: FragmentContext): string {
  const term = query.s ?? '';
  return String(
    html`<div class="sss-header-search"><div class="sss-header-search__inline" data-island="mf-search/search-box" data-mount="visible" data-props="${island('inline', { overlay: true })}">${noJsForm('site-search-input', term)}</div><div class="sss-header-search__splash" data-island="mf-search/search-box" data-mount="visible event" data-props="${island('splash')}" data-events="search:open-splash"><details class="sss-nojs"><summary aria-label="Search">Search</summary>${noJsForm('sss-splash-input', term)}</details></div><div class="sss-header-search__slide" data-island="mf-search/search-box" data-mount="visible" data-props="${island('slide')}"><details class="sss-nojs"><summary aria-label="Search">Search</summary>${noJsForm('sss-slide-input', term)}</details></div></div>`,
  );
}

export const searchFragments: SliceFragments = { headerSearch };
