import { popupContentResponseSchema, type PopupContentResponse } from '@site/shared-contracts/popups';

/** Spec 2.5 wording (spelling kept as specified). */
export const POPUP_ERROR_MESSAGE = 'An error has occured. Please try again in a few moments.';

/** Content may only come from this site: '/x' yes; '//host' and '/\host' are other origins. */
export function isSameOriginPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
}

export function popupContentUrl(id: string): string {
  return `/api/popups/${encodeURIComponent(id)}/content`;
}

/** Load {title, html}; the html was built on our server from escaped text (see mf-popups/server). */
export async function loadPopupContent(url: string, signal?: AbortSignal): Promise<PopupContentResponse> {
  if (!isSameOriginPath(url)) throw new Error('popup content must be same-origin');
  const response = await fetch(url, { credentials: 'same-origin', headers: { accept: 'application/json' }, signal });
  if (!response.ok) throw new Error(`popup content answered ${response.status}`);
  return popupContentResponseSchema.parse(await response.json());
}
