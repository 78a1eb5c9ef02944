/**
 * The loop filter's constants and identifiers as patterns, without zod: the schemas (loop-grid.ts), the
 * browser's guard (loop-grid-guard.ts) and the URL codec (loop-filter-url.ts) use these same ones, and browser
 * code that imports them builds no schema.
 */

/** Spec 7.4: `POST {rest}{builder_namespace}/v1/refresh-loop`, after the site's `restBase` ('/api/'). */
export const LOOP_REFRESH_ROUTE = 'builder/v1/refresh-loop';

/** Spec 6: the header an editor's refresh carries its nonce in (the logged-in visitor's CSRF token). */
export const LOOP_EDITOR_NONCE_HEADER = 'x-builder-nonce';

/** The "All" choice of a filter bar (`data-filter="__all"` in the reference). */
export const LOOP_FILTER_ALL = '__all';

/** A widget id: lowercase letters and digits, no '-' (it sits between dashes in `e-filter-{widgetId}-{taxonomy}`). */
export const LOOP_WIDGET_ID = /^[a-z0-9]{1,32}$/;
/** A taxonomy key: no '-' either, for the same reason. */
export const LOOP_TAXONOMY = /^[a-z0-9_]{1,32}$/;
/** A term slug: lowercase words joined by single hyphens, so never a '+', '~' or space (the separators). */
export const LOOP_TERM = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const LOOP_TERM_MAX_LENGTH = 100;
/** A filter id (spec 3.13: filters are kept by it). */
export const LOOP_FILTER_ID = /^[a-z0-9_-]{1,64}$/;
/** The pagination kinds of a widget. */
export const LOOP_PAGINATIONS = ['paged', 'e-page', 'none'] as const;
