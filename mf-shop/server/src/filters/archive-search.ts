import { badRequest, notFound } from '@site/platform-kit/http';
import type { Sql } from '@site/shared-contracts/platform';
import type { ShopArchiveFilters, ShopOrderby } from '@site/shared-contracts/shop';
import { categoryTreeIdsOf, type CatalogueState, type Category } from '../data/catalogue-cache';
import { readFacetIndex } from '../data/facet-source';
import type { ProductCard } from '../data/product-columns';
import { archivePageIds, productCards } from '../data/products';
import type { FacetIndex } from './facet-index';
import { FacetHolder } from './facet-holder';
import { countFacets, matchBits, pageIds, type FacetCounts, type FacetFilter } from './facet-search';

export type ArchiveQuery = {
  category: Category | null;
  orderby: ShopOrderby;
  page: number;
  perPage: number;
  filters: ShopArchiveFilters;
};

/**
 * One archive page. `counts` and `total` come from the facet index; with no index yet (the first seconds
 * after a start) both are null, the filters are not applied and `more` says whether a next page exists.
 * `stale`: answered by the last index while the one for the current catalogue is built.
 */
export type ArchiveResult = {
  total: number | null;
  products: ProductCard[];
  counts: FacetCounts | null;
  more: boolean;
  stale: boolean;
};

/** How long a request may wait for a first index, and for a newer one while an older one could answer. */
export type FacetWait = { ms: number; staleMs: number };

const holders = new WeakMap<Sql, FacetHolder>();

/** Where the holder reports its builds (the slice passes its app's logger). */
export type FacetLog = { info(data: object, message: string): void; error(data: object, message: string): void };

/**
 * This process's facet index of a database: built on first use, or earlier by `warm()` at start. The first
 * caller with a log decides where builds are reported.
 */
export function facetHolder(db: Sql, log?: FacetLog): FacetHolder {
  let holder = holders.get(db);
  if (!holder) {
    holder = new FacetHolder({
      load: () => readFacetIndex(db),
      ...(log && {
        onBuilt: (index, ms) => log.info({ products: index.size, ms: Math.round(ms) }, 'facet index built'),
        onError: (error) => log.error({ err: error }, 'facet index build failed; the last index answers'),
      }),
    });
    holders.set(db, holder);
  }
  return holder;
}

// Counts per filter choice, kept per index (so per catalogue token): a popular filter is counted once. Its
// matches are kept too, as a bit per product (125 KB at 1 000 000), for fewer filters: deep pages walk them.
const COUNTS_KEPT = 500;
const MATCHES_KEPT = 32;
type Kept = { counts: Map<string, FacetCounts>; matches: Map<string, Uint32Array> };
const keptByIndex = new WeakMap<FacetIndex, Kept>();

/** Keep `value` under `key`, the least recently used entry out past `max` (a Map keeps insertion order). */
function keep<T>(map: Map<string, T>, key: string, value: T, max: number): T {
  map.delete(key);
  map.set(key, value);
  if (map.size > max) map.delete(map.keys().next().value ?? '');
  return value;
}

function counted(index: FacetIndex, filter: FacetFilter, state: CatalogueState) {
  const kept = keptByIndex.get(index) ?? { counts: new Map(), matches: new Map() };
  keptByIndex.set(index, kept);
  const key = JSON.stringify(filter);
  const counts = kept.counts.get(key);
  const matches = kept.matches.get(key);
  if (counts && matches) return { counts: keep(kept.counts, key, counts, COUNTS_KEPT), matches };
  const bits = matchBits(index);
  const fresh = countFacets(index, filter, state.ancestors, bits);
  return {
    counts: keep(kept.counts, key, fresh, COUNTS_KEPT),
    matches: keep(kept.matches, key, bits, MATCHES_KEPT),
  };
}

function resolveFilter(query: ArchiveQuery, state: CatalogueState): FacetFilter {
  const { filters, category } = query;
  const bySlug = new Map(state.brands.map((b) => [b.slug, b.id]));
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

const pageMissing = (page: number, pages: number) =>
  notFound(`Page ${page} does not exist: there are ${pages} pages.`, 'SHOP_PAGE_NOT_FOUND');

/**
 * One archive page: the products of the requested page in the sort's order, the number that match, and
 * the sidebar's counts, all read from the in-memory facet index of this catalogue (filters/facet-index.ts);
 * only the page's 24 cards come from the database. A page past the last is a 404.
 */
export async function searchArchive(
  db: Sql,
  state: CatalogueState,
  query: ArchiveQuery,
  wait: FacetWait,
): Promise<ArchiveResult> {
  const filter = resolveFilter(query, state);
  const offset = (query.page - 1) * query.perPage;
  const found = await facetHolder(db).lookup(state.token, wait.ms, wait.staleMs);
  if (!found) {
    // The sort's own index in SQL, without the filters: every page reads at most offset + 25 index entries.
    const ids = await archivePageIds(db, filter.categories, query.orderby, offset, query.perPage + 1);
    if (ids.length === 0 && query.page > 1) throw pageMissing(query.page, query.page - 1);
    const products = await productCards(db, ids.slice(0, query.perPage));
    return { total: null, products, counts: null, more: ids.length > query.perPage, stale: true };
  }
  const { index, stale } = found;
  const { counts, matches } = counted(index, filter, state);
  const pages = Math.max(1, Math.ceil(counts.total / query.perPage));
  if (query.page > pages) throw pageMissing(query.page, pages);
  const ids = pageIds(index, filter, query.orderby, offset, query.perPage, matches);
  return { total: counts.total, products: await productCards(db, ids), counts, more: query.page < pages, stale };
}
