import type { IncomingHttpHeaders } from 'node:http';

/**
 * Whether a GET of the tracked cashback link is the visitor's own navigation from this site, which is
 * what may record a click (docs/decisions.md, "A cashback click is a GET"). Fetch Metadata is the proof:
 * a link on our page navigates with `Sec-Fetch-Site: same-origin`; `none` is the visitor's own act (the
 * address bar, a bookmark), which no other site can cause. Another site's link, image or script says
 * `cross-site`/`same-site` and is refused; so is anything that is not a navigation (`Sec-Fetch-Mode`),
 * and a prefetch or prerender (`Sec-Purpose`): no click at all. A browser without Fetch Metadata proves
 * it by a `Referer` from this origin.
 */
export function isClickFromSite(headers: IncomingHttpHeaders, siteOrigin: string): boolean {
  const purpose = headers['sec-purpose'] ?? headers.purpose;
  if (typeof purpose === 'string' && /prefetch|prerender/i.test(purpose)) return false;
  // Only a navigation is a click: an image or a fetch, even one of ours, is not.
  const mode = headers['sec-fetch-mode'];
  if (mode !== undefined && mode !== 'navigate') return false;
  const site = headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  return refererOrigin(headers.referer) === siteOrigin || sameHost(headers.referer, headers.host);
}

function refererOrigin(referer: string | undefined): string | null {
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}

// As the platform's CSRF check: a loopback site also answers on its other loopback names.
function sameHost(referer: string | undefined, host: string | undefined): boolean {
  const origin = refererOrigin(referer);
  return origin !== null && host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
}
