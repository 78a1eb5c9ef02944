import type { LoopPagination } from './loop-grid';
import type { LoopWidgetFilters } from './loop-refresh';
import { LOOP_TERM, LOOP_TERM_MAX_LENGTH } from './loop-constants';

/**
 * The loop filter's state (spec 3.13) and its address (spec 2.6), written once for both sides: the server
 * builds every no-JavaScript filter and page link with these functions and the island builds the URL it pushes
 * with them, so the two can never disagree. Plain functions over URLSearchParams, no zod.
 */

/** Spec 5: AND or OR when several terms may be chosen; DISABLED when one only (single selection). */
export type FilterOperator = 'AND' | 'OR' | 'DISABLED';

/** Spec 3.13: one filter's state, kept by filter id. */
export type LoopFilterState = {
  filterType: 'taxonomy';
  filterData: { selectedTaxonomy: string; terms: string[]; logicalJoin: FilterOperator };
};

/** A widget's taxonomy filter as configured: its id, taxonomy and operator. */
export type LoopFilterSetting = { filterId: string; taxonomy: string; operator: FilterOperator };

/** The page's own pagination parameters, dropped when a filter URL is rebuilt on a paginated base URL. */
export const PAGE_PARAMS = ['page', 'paged'] as const;

const MAX_TERMS = 50;
const PAGE_NUMBER = /^[1-9][0-9]{0,5}$/;

export const filterParamName = (widgetId: string, taxonomy: string): string => `e-filter-${widgetId}-${taxonomy}`;
export const pageParamName = (widgetId: string): string => `e-page-${widgetId}`;

/**
 * Spec 5: the operator of a filter from its settings. Single selection is DISABLED; with multiple selection the
 * logical combination must be exactly 'AND' or 'OR', and anything else is treated as DISABLED.
 */
export function filterOperator(multiple: boolean, logicalCombination: unknown): FilterOperator {
  if (!multiple) return 'DISABLED';
  return logicalCombination === 'AND' || logicalCombination === 'OR' ? logicalCombination : 'DISABLED';
}

/**
 * A filter parameter's value, decoded: the terms joined by '~' for OR, by a space for AND and DISABLED. A
 * space is what a literal '+' in a query means, and URLSearchParams writes it as '+' (spec 2.6: '+' for AND).
 */
export function filterParamValue(terms: readonly string[], operator: FilterOperator): string {
  return terms.join(operator === 'OR' ? '~' : ' ');
}

/**
 * The terms of a filter parameter's decoded value: split on '~' when it has one, otherwise on spaces (a '+'
 * of the URL) or a literal '+' (sent as %2B). Malformed slugs, empty parts and repeats are dropped; so is
 * everything past 50 terms. An empty value is no filter.
 */
export function parseFilterTerms(value: string | null | undefined): string[] {
  if (!value) return [];
  const parts = value.includes('~') ? value.split('~') : value.split(/[ +]/);
  return [...new Set(parts.filter((part) => part.length <= LOOP_TERM_MAX_LENGTH && LOOP_TERM.test(part)))].slice(
    0,
    MAX_TERMS,
  );
}

/**
 * A click on a term (reference 2.1): 'All' clears the filter; an active term is taken out; otherwise a DISABLED
 * filter holds only the clicked term and AND/OR add it. Clicking 'All' when nothing is chosen changes nothing.
 */
export function toggleTerm(terms: readonly string[], term: string, operator: FilterOperator, all: string): string[] {
  if (term === all) return [];
  if (terms.includes(term)) return terms.filter((t) => t !== term);
  return operator === 'DISABLED' ? [term] : [...terms, term];
}

/** A filter's state (spec 3.13) from its setting and terms. */
export function filterState(setting: LoopFilterSetting, terms: readonly string[]): LoopFilterState {
  return {
    filterType: 'taxonomy',
    filterData: { selectedTaxonomy: setting.taxonomy, terms: [...terms], logicalJoin: setting.operator },
  };
}

/**
 * Spec 7.4 `widget_filters` from one widget's filters, in store order: several filters of one taxonomy are
 * consolidated, the last one with terms winning terms and join; a DISABLED filter sends no join (AND).
 */
export function consolidateFilters(filters: readonly LoopFilterState[]): Required<LoopWidgetFilters> {
  const taxonomy: Required<LoopWidgetFilters>['taxonomy'] = {};
  for (const { filterData } of filters) {
    if (!filterData.terms.length) continue;
    const { logicalJoin } = filterData;
    taxonomy[filterData.selectedTaxonomy] =
      logicalJoin === 'DISABLED' ? { terms: [...filterData.terms] } : { terms: [...filterData.terms], logicalJoin };
  }
  return { taxonomy };
}

type UrlParts = { pathname: string; params: URLSearchParams };

/** Path and query of an address on this site, absolute or not. */
export function urlParts(url: string): UrlParts {
  const parsed = new URL(url, 'http://site.invalid');
  return { pathname: parsed.pathname, params: new URLSearchParams(parsed.search) };
}

/**
 * A query string as the site writes it: URLSearchParams' form encoding with '~' left as itself (it is an
 * unreserved character: %7E and ~ mean the same), so an OR filter reads `a~b` in the address bar.
 */
export function queryString(params: URLSearchParams): string {
  return params.toString().replace(/%7E/gi, '~');
}

const withQuery = (pathname: string, params: URLSearchParams) => {
  const query = queryString(params);
  return query ? `${pathname}?${query}` : pathname;
};

export type FilterUrlOptions = {
  /** The page's address now (path and query, or absolute). */
  current: string;
  /** Every widget whose filters are known, each with its filters as they are after the change. */
  widgets: Readonly<Record<string, readonly LoopFilterState[]>>;
  /** The widget whose filter changed. */
  changed: string;
  /** The filter bar's base URL and page number (reference `data-base-url`, `data-page-num`). */
  baseUrl?: string;
  pageNum?: number;
};

/**
 * Spec 2.6, the address after a filter change: the known widgets' `e-filter-{widgetId}-{taxonomy}` parameters
 * are written afresh from their filters (terms joined by '+' for AND, '~' for OR) and the changed widget's
 * `e-page-{widgetId}` is removed. On a page past the first (`pageNum` > 1) the address is rebuilt on the base URL
 * merged with the query (the query's keys win) and `page` and `paged` are dropped. Other parameters, including
 * filters of widgets that are not known, stay as they were.
 */
export function filterUrl(options: FilterUrlOptions): string {
  const current = urlParts(options.current);
  const rebase = (options.pageNum ?? 1) > 1 && options.baseUrl !== undefined;
  let { pathname, params } = current;
  if (rebase) {
    const base = urlParts(options.baseUrl ?? '');
    pathname = base.pathname;
    params = base.params;
    for (const key of new Set(current.params.keys())) params.delete(key);
    for (const [key, value] of current.params) params.append(key, value);
    for (const key of PAGE_PARAMS) params.delete(key);
  }
  const prefixes = Object.keys(options.widgets).map((widgetId) => filterParamName(widgetId, ''));
  for (const key of new Set(params.keys())) if (prefixes.some((prefix) => key.startsWith(prefix))) params.delete(key);
  params.delete(pageParamName(options.changed));
  for (const [widgetId, filters] of Object.entries(options.widgets)) {
    const { taxonomy } = consolidateFilters(filters);
    for (const [name, filter] of Object.entries(taxonomy)) {
      params.set(filterParamName(widgetId, name), filterParamValue(filter.terms, filter.logicalJoin ?? 'AND'));
    }
  }
  return withQuery(pathname, params);
}

/** The widget's filters as an address gives them: each configured filter with the terms of its parameter. */
export function readWidgetFilters(
  url: string,
  widgetId: string,
  settings: readonly LoopFilterSetting[],
): LoopFilterState[] {
  const { params } = urlParts(url);
  return settings.map((setting) => {
    const terms = parseFilterTerms(params.get(filterParamName(widgetId, setting.taxonomy)));
    // A single-selection filter holds one term, whatever the address says.
    return filterState(setting, setting.operator === 'DISABLED' ? terms.slice(0, 1) : terms);
  });
}

const pageNumber = (value: string | null) => (value && PAGE_NUMBER.test(value) ? Number(value) : 1);

/** The page a widget shows for an address: `paged`/`page` for the main listing, `e-page-{widgetId}` otherwise. */
export function widgetPage(url: string, widgetId: string, pagination: LoopPagination): number {
  const { params } = urlParts(url);
  if (pagination === 'paged') return Math.max(pageNumber(params.get('paged')), pageNumber(params.get('page')));
  if (pagination === 'e-page') return pageNumber(params.get(pageParamName(widgetId)));
  return 1;
}

/** The address of one of the widget's pages, everything else kept; page 1 has no page parameter. */
export function widgetPageUrl(url: string, widgetId: string, pagination: LoopPagination, page: number): string {
  const { pathname, params } = urlParts(url);
  const key = pagination === 'paged' ? 'paged' : pageParamName(widgetId);
  if (pagination === 'paged') params.delete('page');
  if (page > 1) params.set(key, String(page));
  else params.delete(key);
  return withQuery(pathname, params);
}
