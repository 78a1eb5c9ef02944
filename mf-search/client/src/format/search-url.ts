// Single contract files, not the package index: the index would bundle every team's schemas into this remote.
import { SEARCH_TERM_PLACEHOLDER } from '@site/shared-contracts/search';

/** Query-string encoding of the results page: spaces as '+' (spec 2.1). */
const plus = (value: string): string => encodeURIComponent(value).replace(/%20/g, '+');

/**
 * Spec 2.1: the results page address from the configured template. The term goes into the
 * {term} slot (a leading '?s={term}' slot gets the same '+' encoding), then post_type once per
 * content type and the widget id are appended as query parameters.
 */
export function searchPageUrl(
  template: string,
  term: string,
  postTypes: readonly string[] = [],
  sssid?: string,
): string {
  const [path = '', hash] = template.replace(SEARCH_TERM_PLACEHOLDER, plus(term)).split('#');
  const extra = [...postTypes.map((t) => `post_type=${plus(t)}`), ...(sssid ? [`sssid=${plus(sssid)}`] : [])];
  const joined = extra.length === 0 ? path : `${path}${path.includes('?') ? '&' : '?'}${extra.join('&')}`;
  return hash === undefined ? joined : `${joined}#${hash}`;
}

/** Spec 2.2: the form's action with s = the lower-cased suggestion, plus the first hidden post_type. */
export function suggestionUrl(action: string, suggestion: string, postType?: string): string {
  const url = new URL(action, 'http://localhost');
  url.searchParams.set('s', suggestion.toLowerCase());
  if (postType) url.searchParams.set('post_type', postType);
  return `${url.pathname}${url.search}`;
}

/** A term as a request path segment: '/' replaced first (spec 5), then percent-encoded. */
export function termSegment(term: string, slashReplacement: string): string {
  return encodeURIComponent(term.split('/').join(slashReplacement));
}
