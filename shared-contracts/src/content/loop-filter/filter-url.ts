/** Spec 2.6: URL parameters of the loop taxonomy filter. */
export const FILTER_PARAM_PREFIX = 'e-filter-';
/** Removed whenever a filter changes, so the grid restarts at its first page. */
export const FILTER_PAGE_PARAM_PREFIX = 'e-page-';

export function filterParamName(widgetId: string, taxonomy: string): string {
  return `${FILTER_PARAM_PREFIX}${widgetId}-${taxonomy}`;
}

export function filterPageParamName(widgetId: string): string {
  return `${FILTER_PAGE_PARAM_PREFIX}${widgetId}`;
}
