import { badRequest, notFound } from '@site/platform-kit/http';
import type { Sql } from '@site/shared-contracts/platform';
import type { ShopArchiveFilters, ShopOrderby } from '@site/shared-contracts/shop';
import { categoryTreeIdsOf, type CatalogueState, type Category } from '../data/catalogue-cache';
import { facetIndexFor } from '../data/facet-source';
import type { ProductCard } from '../data/product-columns';
import { productCards } from '../data/products';
import type { Brand, FacetIndex } from './facet-index';
import { countFacets, pageIds, type FacetCounts, type FacetFilter } from './facet-search';

export type ArchiveQuery = {
  category: Category | null;
  orderby: ShopOrderby;
  page: number;
  perPage: number;
  filters: ShopArchiveFilters;
};

export type ArchiveResult = { total: number; products: ProductCard[]; counts: FacetCounts; brands: readonly Brand[] };

// Counts per filter choice, kept per index (so per catalogue token): a popular filter is counted once.
const COUNTS_KEPT = 500;
const countsByIndex = new WeakMap<FacetIndex, Map<string, FacetCounts>>();

function cachedCounts(index: FacetIndex, filter: FacetFilter, state: CatalogueState): FacetCounts {
  const kept = countsByIndex.get(index) ?? new Map<string, FacetCounts>();
  countsByIndex.set(index, kept);
  const key = JSON.stringify(filter);
  const hit = kept.get(key);
  if (hit) return hit;
  const counts = countFacets(index, filter, state.ancestors);
  if (kept.size >= COUNTS_KEPT) kept.delete(kept.keys().next().value ?? '');
  kept.set(key, counts);
  return counts;
}

function resolveFilter(index: FacetIndex, query: ArchiveQuery, state: CatalogueState): FacetFilter {
  const { filters, category } = query;
  const bySlug = new Map(index.brands.map((b) => [b.slug, b.id]));
  const brands = filters.brands.map((slug) => {
    const id = bySlug.get(slug);
    if (id === undefined) throw badRequest(`brand: there is no brand '${slug}'`, 'SHOP_BAD_QUERY');
    return id;
  });
  return {
    categories: category ? categoryTreeIdsOf(state, category.id) : null,
    brands,
    minCents: filters.minPrice,
    maxCents: filters.maxPrice,
    onSale: filters.onSale,
    minRating: filters.rating === undefined ? undefined : filters.rating * 100,
  };
}

/**
 * One archive page: the products of the requested page in the sort's order, the number that match, and
 * the sidebar's counts, all read from the in-memory facet index of this catalogue (filters/facet-index.ts);
 * only the page's 24 cards come from the database. A page past the last is a 404.
 */
export async function searchArchive(db: Sql, state: CatalogueState, query: ArchiveQuery): Promise<ArchiveResult> {
  const index = await facetIndexFor(db, state.token);
  const filter = resolveFilter(index, query, state);
  const counts = cachedCounts(index, filter, state);
  const pages = Math.max(1, Math.ceil(counts.total / query.perPage));
  if (query.page > pages) {
    throw notFound(`Page ${query.page} does not exist: there are ${pages} pages.`, 'SHOP_PAGE_NOT_FOUND');
  }
  const ids = pageIds(index, filter, query.orderby, (query.page - 1) * query.perPage, query.perPage);
  return { total: counts.total, products: await productCards(db, ids), counts, brands: index.brands };
}
