import type { ShopOfferType } from '@site/shared-contracts/shop';

/** An offer's own page: its code and the merchant's link, without JavaScript too (spec 4.3's no-JS reveal). */
export const offerPageUrl = (id: number) => `/offers/${id}`;
/** The server redirect to an offer's stored destination (spec 4.3): never a URL taken from the request. */
export const offerRedirectUrl = (id: number) => `/go/${id}`;
/** A merchant's offers. */
export const storeUrl = (slug: string) => `/store/${slug}`;

/** The filters of /offers and /store/:slug as the address keeps them (slugs, not ids). */
export type OfferFilterParams = { store?: string; category?: string; type?: ShopOfferType; expiring?: 'soon' };

/**
 * The address of a list of offers: only the filters in use, always in the same order, and no page 1, so each
 * list has one address (and one page cache entry).
 */
export function offersHref(basePath: string, filters: OfferFilterParams, page = 1): string {
  const params = new URLSearchParams();
  for (const key of ['store', 'category', 'type', 'expiring'] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (page > 1) params.set('paged', String(page));
  const query = params.toString();
  return query ? `${basePath}?${query}` : basePath;
}
