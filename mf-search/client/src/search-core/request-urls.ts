import { SEARCH_REST_NAMESPACE, SEARCH_PANEL_ACTION, type SearchExclusion } from '@site/shared-contracts/search';

/** Spec 7.1 call addresses; `segment` is the term already through termSegment ('/' replaced, encoded). */
export const suggestionsUrl = (restBase: string, segment: string): string =>
  `${restBase}${SEARCH_REST_NAMESPACE}/suggestions/${segment}`;

export const taxonomiesUrl = (restBase: string, segment: string): string =>
  `${restBase}${SEARCH_REST_NAMESPACE}/taxonomies/${segment}`;

/** One call per content type; the exclude_* inputs follow the term as name/value path segments. */
export function itemsUrl(
  restBase: string,
  postType: string,
  segment: string,
  exclusions: readonly SearchExclusion[] = [],
): string {
  const tail = exclusions.map((e) => `/${encodeURIComponent(e.name)}/${e.value.replace(/[^\d,]/g, '')}`).join('');
  return `${restBase}${SEARCH_REST_NAMESPACE}/posts/${encodeURIComponent(postType)}/${segment}${tail}`;
}

export function panelUrl(ajaxUrl: string, term: string): string {
  const query = new URLSearchParams({ action: SEARCH_PANEL_ACTION, searchstring: term });
  return `${ajaxUrl}${ajaxUrl.includes('?') ? '&' : '?'}${query.toString()}`;
}
