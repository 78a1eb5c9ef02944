/** The shop's public addresses, built in one place: pages, feeds and the cart API all link to them. */
export const productUrl = (slug: string) => `/product/${slug}`;
export const productImageUrl = (id: number) => `/img/product/${id}.svg`;
export const categoryUrl = (slug: string) => `/product-category/${slug}`;
/** The tracked cashback click (spec 3.7, 6): records it for the logged-in visitor, then the stored destination. */
export const cashbackClickUrl = (id: number) => `/go/${id}/cashback`;
/** The no-JS login that comes back to `returnTo` (mf-auth checks it is a path on this site). */
export const loginUrl = (returnTo: string) => `/login?redirect_to=${encodeURIComponent(returnTo)}`;
