/** Spec 9: fixed numbers of the visual widgets. */
export const BAR_ANIMATION_MS = 1500;

/** The radial rating turns its two halves by rating×18 and rating×36 degrees, so 10 is a full circle. */
export const RADIAL_RATING_MAX = 10;
export const RADIAL_HALF_DEG_PER_POINT = 18;
export const RADIAL_FULL_DEG_PER_POINT = 36;

export const CAROUSEL_DEFAULTS = { slides: 3, mobile: 1, tablet: 2, tabletSingle: 1 } as const;
