import type { SearchSort } from '@site/shared-contracts/search';

/** Archive mode drops a leading '#' from the term (spec 2.1); surrounding spaces never search. */
export const archiveTerm = (raw: string): string => raw.trim().replace(/^#+/, '').trim();

/**
 * The results page address for a new term (spec 2.1): s with spaces as '+', post_type once per
 * content type, sssid and the list or grid view kept from the current address, the chosen sort kept, paging
 * restarted.
 */
export function archiveUrl(action: string, term: string, current: URLSearchParams): string {
  const params = new URLSearchParams({ s: term });
  for (const type of current.getAll('post_type')) params.append('post_type', type);
  for (const key of ['sssid', 'orderby', 'view']) {
    const value = current.get(key);
    if (value) params.set(key, value);
  }
  return `${action}?${params.toString()}`;
}

/** The sort drop-down's value for the shop's default sort: orderby 'price' with order 'desc' is 'price-desc'. */
export const defaultSortKey = (sort: SearchSort): string =>
  sort.orderby === 'price' && sort.order === 'desc' ? 'price-desc' : sort.orderby;

/**
 * Spec 2.1: with s and no orderby in the address and a default sort other than relevance, the sort
 * drop-down shows the default sort as selected. Returns whether it marked anything.
 */
export function markDefaultSort(root: ParentNode, query: URLSearchParams, sort: SearchSort): boolean {
  const key = defaultSortKey(sort);
  if (!query.get('s') || query.has('orderby') || key === 'relevance') return false;
  const select = root.querySelector<HTMLSelectElement>('select[name="orderby"]');
  const option = select ? [...select.options].find((o) => o.value === key) : undefined;
  if (!select || !option) return false;
  select.value = key;
  return true;
}
