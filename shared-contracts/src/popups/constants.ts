/** Spec 4.6-4.8, 8, 9: fixed popup, modal and toast numbers. */

/** The times_period frames, in seconds; a month is a mean month (30.42 days). */
export const POPUP_TIME_FRAME_SECONDS = { day: 86400, week: 604800, month: 2628288 } as const;

export const TOAST_DEFAULTS = {
  type: 'info',
  topOffsetPx: 20,
  align: 'right',
  minWidthPx: 250,
  maxWidthPx: 450,
  durationMs: 4000,
  dismissible: true,
  spacingPx: 10,
} as const;

export const GENERIC_MODAL_MAX_WIDTH_PX = 500;
/** Spelt as the spec's error catalogue spells it (spec 8). */
export const MODAL_LOAD_ERROR_MESSAGE = 'An error has occured. Please try again in a few moments.';

export const POPUP_FOCUS_DELAY_MS = 250;
export const MODAL_FOCUS_DELAY_MS = 100;
export const POPUP_ANIMATION_MS = { min: 400, max: 800 } as const;
/** Share of the target element that must be visible before the scroll-to trigger fires. */
export const SCROLL_TO_TRIGGER_THRESHOLD = 0.5;
/** Length of the random id of the bait element that ad blockers hide. */
export const ADBLOCK_PROBE_ID_LENGTH = 6;
/** The second popup layer closes this long after a form inside it succeeds. */
export const POPUP_LAYER_FORM_CLOSE_MS = 3000;
export const POPUP_LAYER_DAILY_WINDOW = { from: '00:00', to: '23:59' } as const;
