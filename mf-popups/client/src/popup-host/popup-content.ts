import { popupContentResponseSchema, type PopupContentResponse } from '@site/shared-contracts/popups';

/** Content may only come from this site: '/x' yes; '//host' and '/\host' are other origins. */
export function isSameOriginPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
}

export function popupContentUrl(id: string): string {
  return `/api/popups/${encodeURIComponent(id)}/content`;
}

/**
 * Load {title, html}, or null for a URL on another origin or an answer that is not OK (a wrong shape
 * or a network failure rejects). The html was built on our server from escaped text (mf-popups/server).
 */
export async function loadPopupContent(url: string, signal?: AbortSignal): Promise<PopupContentResponse | null> {
  if (!isSameOriginPath(url)) return null;
  // fetch's default credentials mode is same-origin: the visitor's cookies go with it.
  const response = await fetch(url, { headers: { accept: 'application/json' }, signal });
  return response.ok ? popupContentResponseSchema.parse(await response.json()) : null;
}
