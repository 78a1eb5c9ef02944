import type { ShopArchiveFilters, ShopOrderby } from '@site/shared-contracts/shop';

/** What an archive page shows: its sort, its page and the sidebar's filters (the category is the path). */
export type ArchiveView = { orderby: ShopOrderby; page: number; filters: ShopArchiveFilters };

export const NO_FILTERS: ShopArchiveFilters = { brands: [], onSale: false };

/** Minor units as the amount a visitor types: 2500 -> "25", 1999 -> "19.99" (integers only, no floats). */
export function amountText(cents: number): string {
  const whole = Math.floor(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0')}`;
}

/**
 * The query parameters of an archive view, in one canonical order and without defaults, so one view has
 * one URL (one page-cache entry) and the forms' hidden fields carry exactly what the links do.
 */
export function archiveParams(view: ArchiveView): [string, string][] {
  const { orderby, page, filters } = view;
  const params: [string, string][] = [];
  if (orderby !== 'menu_order') params.push(['orderby', orderby]);
  for (const brand of [...new Set(filters.brands)].sort()) params.push(['brand', brand]);
  if (filters.minPrice !== undefined) params.push(['min_price', amountText(filters.minPrice)]);
  if (filters.maxPrice !== undefined) params.push(['max_price', amountText(filters.maxPrice)]);
  if (filters.onSale) params.push(['on_sale', '1']);
  if (filters.rating !== undefined) params.push(['rating', String(filters.rating)]);
  if (page > 1) params.push(['paged', String(page)]);
  return params;
}

/** The one builder of archive URLs: pagination, sorting, category links and filter links all keep the filters. */
export function archiveUrl(basePath: string, view: ArchiveView): string {
  const query = new URLSearchParams(archiveParams(view)).toString();
  return query ? `${basePath}?${query}` : basePath;
}

/** The same view with some filters changed; a new choice of filters starts again at page 1. */
export function withFilters(view: ArchiveView, change: Partial<ShopArchiveFilters>): ArchiveView {
  return { ...view, page: 1, filters: { ...view.filters, ...change } };
}

/** The same view with no filter at all (the sidebar's "Clear filters"), from page 1. */
export function withoutFilters(view: ArchiveView): ArchiveView {
  return { ...view, page: 1, filters: NO_FILTERS };
}

/** How many filters the visitor chose (each brand counts), for the mobile trigger's label. */
export function activeFilterCount(filters: ShopArchiveFilters): number {
  return (
    filters.brands.length +
    (filters.minPrice !== undefined || filters.maxPrice !== undefined ? 1 : 0) +
    (filters.onSale ? 1 : 0) +
    (filters.rating !== undefined ? 1 : 0)
  );
}
