/** The add-to-cart quantity bound; more than this in one line is almost surely a typo. */
export const CART_MAX_QUANTITY = 99;

/** Spec 2.4, 9: opening an offer's details scrolls them into view this far below the top of the window. */
export const OFFER_DETAILS_SCROLL_OFFSET_PX = 50;
