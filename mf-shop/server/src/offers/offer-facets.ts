import type { ShopOfferType } from '@site/shared-contracts/shop';
import type { OfferCountCell } from '../data/offers';

/** The filters in use, by id (slugs resolved); `soon`: only offers expiring within the week. */
export type OfferChoice = { merchantId?: number; categoryId?: number; type?: ShopOfferType; soon: boolean };

/** What each choice of the filter form would show: its count under the other filters in use (faceted counts). */
export type OfferCounts = {
  /** Offers under every filter in use: the list's length. */
  total: number;
  stores: ReadonlyMap<number, number>;
  /** Null: offers without a category (they count in "All categories" only). */
  categories: ReadonlyMap<number | null, number>;
  types: Readonly<Record<ShopOfferType, number>>;
  soon: number;
  /** The "All" choice of each filter: offers under the other filters. */
  all: { stores: number; categories: number; types: number; soon: number };
};

type Facet = 'store' | 'category' | 'type' | 'soon';

function matches(cell: OfferCountCell, choice: OfferChoice, ignored?: Facet): boolean {
  if (ignored !== 'store' && choice.merchantId !== undefined && cell.merchant_id !== choice.merchantId) return false;
  if (ignored !== 'category' && choice.categoryId !== undefined && cell.category_id !== choice.categoryId) return false;
  if (ignored !== 'type' && choice.type && cell.coupon !== (choice.type === 'coupon')) return false;
  return ignored === 'soon' || !choice.soon || cell.soon;
}

function sumBy<K>(cells: readonly OfferCountCell[], key: (cell: OfferCountCell) => K): Map<K, number> {
  const sums = new Map<K, number>();
  for (const cell of cells) sums.set(key(cell), (sums.get(key(cell)) ?? 0) + cell.n);
  return sums;
}

const total = (cells: readonly OfferCountCell[]) => cells.reduce((n, cell) => n + cell.n, 0);

/** Every count of the filter form from the counted cells (data/offers.ts countOfferCells). */
export function offerCounts(cells: readonly OfferCountCell[], choice: OfferChoice): OfferCounts {
  const under = (ignored?: Facet) => cells.filter((cell) => matches(cell, choice, ignored));
  const byStore = under('store');
  const byCategory = under('category');
  const byType = under('type');
  const bySoon = under('soon');
  const types = sumBy(byType, (cell) => cell.coupon);
  return {
    total: total(under()),
    stores: sumBy(byStore, (cell) => cell.merchant_id),
    categories: sumBy(byCategory, (cell) => cell.category_id),
    types: { coupon: types.get(true) ?? 0, deal: types.get(false) ?? 0 },
    soon: total(bySoon.filter((cell) => cell.soon)),
    all: { stores: total(byStore), categories: total(byCategory), types: total(byType), soon: total(bySoon) },
  };
}
