/** Spec 2.5, 9. */
export const COUPON_MODAL_MAX_WIDTH = 650;
/** The add-to-cart quantity bound; more than this in one line is almost surely a typo. */
export const CART_MAX_QUANTITY = 99;
