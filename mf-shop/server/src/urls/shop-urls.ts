/** The shop's public addresses, built in one place: pages, feeds and the cart API all link to them. */
export const productUrl = (slug: string) => `/product/${slug}`;
export const productImageUrl = (id: number) => `/img/product/${id}.svg`;
export const categoryUrl = (slug: string) => `/product-category/${slug}`;
