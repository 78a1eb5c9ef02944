/** Spec 9's toast top offset, here from the sticky header's bottom edge rather than the window's top. */
export const TOAST_TOP_OFFSET_PX = 20;
/** The shell's sticky site header (shell/server/src/layout/header.ts), the first element of every page's body. */
export const SITE_HEADER_ID = 'site-header';

/**
 * Where the toast stack's top goes: 20 px below the header's bottom edge as the page shows it now, so a toast
 * covers none of the header's links at any width (at 1280 px Log in and Cart, at 390 px the logo and search).
 * Measured, not read from a CSS constant: the header's height is the shell's, and it changes at its breakpoints.
 * The header is sticky at the top, so scrolling does not move that edge; without a header, 20 px from the top.
 */
export function toastsTop(doc: Document): number {
  const header = doc.getElementById(SITE_HEADER_ID);
  const bottom = header ? header.getBoundingClientRect().bottom : 0;
  return Math.max(0, Math.ceil(bottom)) + TOAST_TOP_OFFSET_PX;
}
