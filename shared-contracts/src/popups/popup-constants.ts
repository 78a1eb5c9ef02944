// No zod here: the popup engine imports these and must not bundle any schema (issue 15's 15 KB budget).
/** Spec 9 popup time frames (seconds). */
export const POPUP_TIME_FRAMES = { day: 86_400, week: 604_800, month: 2_628_288 } as const;

/** Spec 2.6 link-action prefixes: `#elementor-action:…` as the spec shows, and the neutral names we also accept. */
export const LINK_ACTION_HASH = /^#(elementor|jet|builder)-action(?::|%3A)(.*)$/i;

/** Spec 2.6's lightbox file types, by the end of a link's path. */
export const LIGHTBOX_IMAGE_TYPES = ['png', 'jpg', 'jpeg', 'gif', 'svg', 'webp', 'avif'] as const;

/**
 * What the shell's loader needs to mount the popup engine on demand on a page that prints no popup: a click on
 * an action or image link (`data-mount-click`), or an action in the page's hash (`data-mount-hash`).
 */
export const LINK_ACTION_MOUNT = {
  click: [
    ...['elementor', 'jet', 'builder'].map((prefix) => `a[href^="#${prefix}-action" i]`),
    ...LIGHTBOX_IMAGE_TYPES.map((type) => `a[href$=".${type}" i]:not([target="_blank"])`),
  ].join(', '),
  hash: '^#(elementor|jet|builder)-action',
} as const;

/** A form inside a popup that succeeded dispatches this bubbling DOM `CustomEvent` (the newsletter form does). */
export const POPUPS_FORM_SUCCESS_EVENT = 'popups:form-success';
