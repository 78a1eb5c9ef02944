import { html, type Html } from '@site/platform-kit/html';
import type { Offer } from '../offers/offer-view';
import { offersHref, type OfferFilterParams } from '../urls/offer-urls';
import type { OfferViewer } from './cashback';
import { offerFiltersHtml, type FilterFormInput } from './offer-filters';
import { couponsIslandHtml, offerHtml } from './offers';

/** "Showing 25–48 of 200 offers", the archive's wording for offers. */
export function offerCount(total: number, page: number, perPage: number): string {
  if (total === 0) return 'No offers match these choices.';
  if (total === 1) return 'Showing the single offer';
  if (total <= perPage) return `Showing all ${total} offers`;
  const first = (page - 1) * perPage + 1;
  return `Showing ${first}–${Math.min(total, page * perPage)} of ${total} offers`;
}

function pagination(basePath: string, filters: OfferFilterParams, page: number, pages: number): Html | false {
  if (pages <= 1) return false;
  const wanted = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2].filter((n) => n >= 1 && n <= pages));
  const numbers = [...wanted].sort((a, b) => a - b);
  const href = (n: number) => offersHref(basePath, filters, n);
  const items = numbers.map(
    (n, i) =>
      html`${i > 0 && n - (numbers[i - 1] ?? n) > 1 && html`<li><span class="shop-pagination__gap">…</span></li>`}${
        n === page
          ? html`<li><span aria-current="page" class="shop-pagination__current">${n}</span></li>`
          : html`<li><a href="${href(n)}">${n}</a></li>`
      }`,
  );
  return html`<nav class="shop-pagination" aria-label="Offer pages"><ul>${
    page > 1 && html`<li><a class="shop-pagination__prev" rel="prev" href="${href(page - 1)}">← Previous</a></li>`
  }${items}${page < pages && html`<li><a class="shop-pagination__next" rel="next" href="${href(page + 1)}">Next →</a></li>`}</ul></nav>`;
}

export type OffersPageInput = FilterFormInput & {
  heading: string;
  /** Above the list: a store's own link, say. */
  intro?: Html;
  offers: readonly Offer[];
  viewer: OfferViewer;
  page: number;
  perPage: number;
};

/** /offers and /store/:slug: the filter form, the count, one page of offer cards and the page links. */
export function offersPageHtml(input: OffersPageInput): Html {
  const pages = Math.max(1, Math.ceil(input.counts.total / input.perPage));
  return html`<section class="shop-offers">
<h1>${input.heading}</h1>
${input.intro}
<div class="shop-offers__layout">
${offerFiltersHtml(input)}
<div class="shop-offers__results">
<p class="shop-result-count">${offerCount(input.counts.total, input.page, input.perPage)}</p>
<ul class="shop-offer-list">${input.offers.map((o) => offerHtml(o, input.viewer))}</ul>
${pagination(input.basePath, input.filters, input.page, pages)}
</div>
</div>
${input.offers.length > 0 && couponsIslandHtml()}
</section>`;
}
