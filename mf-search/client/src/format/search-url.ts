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
