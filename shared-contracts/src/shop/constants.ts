/** The add-to-cart quantity bound; more than this in one line is almost surely a typo. */
export const CART_MAX_QUANTITY = 99;
/** The most of one product a cart line may hold (a quantity set in the cart, or adds summed up). */
export const CART_LINE_MAX_QUANTITY = 999;
/**
 * The cookie holding the number of items in the visitor's cart (readable by the page's script, set by
 * every cart answer, absent for an empty cart): the header shows the count on shared, cached pages.
 */
export const SHOP_CART_COUNT_COOKIE = 'shop.cart-count';

/** Spec 2.4, 9: opening an offer's details scrolls them into view this far below the top of the window. */
export const OFFER_DETAILS_SCROLL_OFFSET_PX = 50;
