import { html, type Html } from '@site/platform-kit/html';
import type { ShopOfferType } from '@site/shared-contracts/shop';
import type { OfferTerm } from '../data/offers';
import { SOON_DAYS } from '../data/offers';
import type { OfferCounts } from '../offers/offer-facets';
import type { OfferFilterParams } from '../urls/offer-urls';

export type FilterFormInput = {
  basePath: string;
  filters: OfferFilterParams;
  counts: OfferCounts;
  /** Null on a store's own page: the store is the page, not a choice. */
  stores: readonly OfferTerm[] | null;
  categories: readonly OfferTerm[];
};

const TYPE_LABELS: Record<ShopOfferType, string> = { coupon: 'Coupons', deal: 'Deals' };

function select(name: 'store' | 'category', label: string, all: string, input: FilterFormInput): Html {
  const terms = name === 'store' ? (input.stores ?? []) : input.categories;
  const counts = name === 'store' ? input.counts.stores : input.counts.categories;
  const chosen = input.filters[name];
  const options = terms.map(
    (t) =>
      html`<option value="${t.slug}"${t.slug === chosen && html` selected`}>${t.name} (${counts.get(t.id) ?? 0})</option>`,
  );
  const allCount = name === 'store' ? input.counts.all.stores : input.counts.all.categories;
  return html`<p class="shop-offer-filters__field"><label for="shop-offers-${name}">${label}</label>
<select id="shop-offers-${name}" name="${name}"><option value="">${all} (${allCount})</option>${options}</select></p>`;
}

function typeChoices(input: FilterFormInput): Html {
  const chosen = input.filters.type;
  const radio = (value: ShopOfferType | '', label: string, count: number) =>
    html`<label class="shop-offer-filters__choice"><input type="radio" name="type" value="${value}"${(chosen ?? '') === value && html` checked`}> ${label} (${count})</label>`;
  return html`<fieldset class="shop-offer-filters__field"><legend>Type</legend>${radio('', 'All', input.counts.all.types)}${(
    Object.keys(TYPE_LABELS) as ShopOfferType[]
  ).map((type) => radio(type, TYPE_LABELS[type], input.counts.types[type]))}</fieldset>`;
}

/**
 * The filters as a plain GET form (it works without JavaScript; the choices stay in the address), each choice
 * with the count it would show under the other filters. Submitting starts again at page 1.
 */
export function offerFiltersHtml(input: FilterFormInput): Html {
  const soon = input.filters.expiring === 'soon';
  return html`<form class="shop-offer-filters" method="get" action="${input.basePath}" aria-label="Filter offers">
${input.stores && select('store', 'Store', 'All stores', input)}
${select('category', 'Category', 'All categories', input)}
${typeChoices(input)}
<p class="shop-offer-filters__field"><label class="shop-offer-filters__choice"><input type="checkbox" name="expiring" value="soon"${soon && html` checked`}> Expiring within ${SOON_DAYS} days (${input.counts.soon})</label></p>
<p class="shop-offer-filters__actions"><button type="submit" class="shop-button shop-button--primary">Filter</button> <a href="${input.basePath}">Clear filters</a></p>
</form>`;
}
