/** Fixed search numbers and strings from spec sections 2, 5, 7 and 9; the server and the island must agree on them. */

/** Item searches wait for this many characters; suggestion and taxonomy lookups do not (spec 5). */
export const MIN_ITEM_TERM_LENGTH = 3;
/** Pasted text lands in the input after the paste event, so the search is re-triggered later. */
export const PASTE_DELAY_MS = 100;
export const REFOCUS_MS = 250;
/** The shop's sort drop-down is rendered late, so the default sort is marked after this delay. */
export const DEFAULT_SORT_MARK_MS = 100;
export const HIDE_ON_SCROLL_PX = 100;
/** Below this width the slide-style form becomes a full-screen popover. */
export const MOBILE_BREAKPOINT_PX = 600;
export const SPLASH_FOCUS_DELAY_MS = 600;
export const SALE_LABEL = 'Sale!';
/** Logged (never shown) when a search response string is not valid JSON (spec 8). */
export const JSON_PARSE_ERROR_LOG = 'Error parsing JSON';
/** Path prefix of the three search REST calls, appended to rest_base (spec 7.1). */
export const SEARCH_REST_NAMESPACE = 'sss/v1';
/**
 * POST {rest_base}sss/v1/settled: a search the visitor settled on by clicking one of its results in the live
 * panel (body `searchSettledBodySchema`). Settled searches are what suggestions learn from, never keystrokes.
 */
export const SEARCH_SETTLED_ROUTE = 'settled';
/** Spec 7.1: the AJAX action that returns panel markup. The call exists but is switched off. */
export const SEARCH_PANEL_ACTION = 'get_sss_ajax_panel';
