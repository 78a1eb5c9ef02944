/** The add-to-cart quantity bound; more than this in one line is almost surely a typo. */
export const CART_MAX_QUANTITY = 99;
