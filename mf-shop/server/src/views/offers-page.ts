import { html, type Html } from '@site/platform-kit/html';
import type { OfferTerm } from '../data/offers';
import type { Offer } from '../offers/offer-view';
import { offersHref } from '../urls/offer-urls';
import type { OfferViewer } from './cashback';
import { offerFiltersHtml, type FilterFormInput } from './offer-filters';
import { countText, pageLinksHtml } from './page-links';
import { couponsIslandHtml, EXTERNAL_REL, offerHtml } from './offers';

const OFFER_WORDS = { none: 'No offers match these choices.', one: 'Showing the single offer', noun: 'offers' };

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
<p class="shop-result-count">${countText(input.counts.total, input.page, input.perPage, OFFER_WORDS)}</p>
<ul class="shop-offer-list">${input.offers.map((o) => offerHtml(o, input.viewer))}</ul>
${pageLinksHtml({ label: 'Offer pages', page: input.page, pages, href: (n) => offersHref(input.basePath, input.filters, n) })}
</div>
</div>
${input.offers.length > 0 && couponsIslandHtml()}
</section>`;
}

/** A store's page intro: what the list is, and the store's own site when it has one. */
export const storeIntroHtml = (store: Pick<OfferTerm, 'name' | 'url'>): Html =>
  html`<p class="shop-offers__intro">Every coupon and deal of ${store.name}.${
    store.url &&
    html` <a href="${store.url}" target="_blank" rel="${EXTERNAL_REL}">Visit ${store.name}<span class="site-visually-hidden"> (opens in a new tab)</span></a>`
  }</p>`;
