import * as z from 'zod/mini';
import { roleSchema } from '../platform/site';
import { newsletterFormSettingsSchema, newsletterListIdSchema } from './newsletter';
import { popupSlugSchema } from './popup-content';

/**
 * Site-builder popups (spec 3.11, 4.6): one schema for what the admin stores, what the server pre-filters and
 * what the page receives. The setting names are spelt as the spec spells them. A timing condition or a trigger
 * is on when its field is present (the original's separate `yes` switches are folded into presence).
 */

const seconds = (min: number, max: number) => z.number().check(z.gte(min), z.lte(max));
/** Class tokens appended to the modal: letters, digits, `-` and `_`, space separated. */
const classList = z.string().check(z.regex(/^[A-Za-z0-9_ -]{0,200}$/));

/** `YYYY-MM-DD HH:mm` (or `:ss`), a wall-clock time read in the zone `schedule_timezone` names. */
export const wallClockSchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/));

export const popupAnimationSchema = z.enum(['', 'fadeIn', 'zoomIn', 'slideInUp', 'slideInDown']);
export const popupDeviceSchema = z.enum(['mobile', 'tablet', 'desktop']);
export const popupBrowserSchema = z.enum(['ie', 'chrome', 'edge', 'firefox', 'safari']);
export const popupSourceSchema = z.enum(['internal', 'external', 'search']);
export const timesPeriodSchema = z.enum(['', 'session', 'day', 'week', 'month']);

export const popupDisplaySchema = z.object({
  open_selector: z.optional(z.string().check(z.maxLength(200))),
  avoid_multiple_popups: z.optional(z.boolean()),
  close_button_delay: z.optional(seconds(0.1, 60)),
  close_button_position: z.optional(z.enum(['inside', 'outside'])),
  close_automatically: z.optional(seconds(0.1, 60)),
  prevent_close_on_background_click: z.optional(z.boolean()),
  prevent_close_on_esc_key: z.optional(z.boolean()),
  prevent_scroll: z.optional(z.boolean()),
  entrance_animation: z.optional(popupAnimationSchema),
  /** Spec 9: show and hide animations last 400 to 800 ms. */
  entrance_animation_duration: z.optional(z.object({ size: seconds(0.4, 0.8) })),
  exit_animation: z.optional(popupAnimationSchema),
  a11y_navigation: z.optional(z.boolean()),
  classes: z.optional(classList),
});

export const popupTimingSchema = z.object({
  page_views_views: z.optional(z.int().check(z.gte(1), z.lte(1000))),
  sessions_sessions: z.optional(z.int().check(z.gte(1), z.lte(1000))),
  url_url: z.optional(z.string().check(z.maxLength(500))),
  url_action: z.optional(z.enum(['show', 'hide', 'regex'])),
  sources_sources: z.optional(z.array(popupSourceSchema).check(z.minLength(1))),
  logged_in_users: z.optional(z.enum(['all', 'custom'])),
  logged_in_roles: z.optional(z.array(roleSchema)),
  devices_devices: z.optional(z.array(popupDeviceSchema).check(z.minLength(1))),
  times_times: z.optional(z.int().check(z.gte(1), z.lte(1000))),
  times_period: z.optional(timesPeriodSchema),
  /** '' or `close`: an impression is counted when the popup closes; `open`: when it opens (spec 4.6). */
  times_count: z.optional(z.enum(['', 'open', 'close'])),
  browsers_browsers: z.optional(z.enum(['all', 'custom'])),
  browsers_options: z.optional(z.array(popupBrowserSchema)),
  schedule_timezone: z.optional(z.enum(['site', 'visitor'])),
  schedule_start_date: z.optional(wallClockSchema),
  schedule_end_date: z.optional(wallClockSchema),
});

export const popupTriggersSchema = z.object({
  page_load_delay: z.optional(seconds(0, 600)),
  scrolling_direction: z.optional(z.enum(['up', 'down'])),
  scrolling_offset: z.optional(z.int().check(z.gte(1), z.lte(100))),
  scrolling_to_selector: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
  click_times: z.optional(z.int().check(z.gte(1), z.lte(100))),
  inactivity_time: z.optional(seconds(1, 3600)),
  exit_intent: z.optional(z.boolean()),
  adblock_detection_delay: z.optional(seconds(0, 60)),
});

/** Which pages the server may print the popup into: path globs (`*` any characters), e.g. `/`, `/blog/*`. */
export const popupPagesSchema = z.object({
  include: z.array(z.string().check(z.regex(/^\/[^\s]{0,200}$/))).check(z.minLength(1), z.maxLength(50)),
  exclude: z.optional(z.array(z.string().check(z.regex(/^\/[^\s]{0,200}$/))).check(z.maxLength(50))),
});

/** Content as blocks, rendered with escaping on the server: no author markup reaches the page. */
export const popupBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heading'), text: z.string().check(z.minLength(1), z.maxLength(200)) }),
  z.object({ type: z.literal('paragraph'), text: z.string().check(z.minLength(1), z.maxLength(2000)) }),
  z.object({
    type: z.literal('link'),
    text: z.string().check(z.minLength(1), z.maxLength(200)),
    /** A site path, an http(s) URL or a `#…` link action (spec 2.6). */
    href: z.string().check(z.regex(/^(\/(?!\/)|https?:\/\/|#)[^\s"<>]{0,1000}$/)),
    button: z.optional(z.boolean()),
  }),
  z.object({
    type: z.literal('image'),
    src: z.string().check(z.regex(/^(\/(?!\/)|https:\/\/)[^\s"<>]{0,1000}$/)),
    alt: z.string().check(z.maxLength(300)),
  }),
  /** A newsletter sign-up form (spec 3.14) for one list; the server renders it, the engine enhances it. */
  z.object({
    type: z.literal('newsletter'),
    list: newsletterListIdSchema,
    button: z.optional(z.string().check(z.minLength(1), z.maxLength(60))),
    redirect_url: newsletterFormSettingsSchema.shape.redirect_url,
    close_popup_when_success: z.optional(z.boolean()),
  }),
]);
export type PopupBlock = z.infer<typeof popupBlockSchema>;

export const popupSettingsSchema = z.object({
  display: popupDisplaySchema,
  timing: popupTimingSchema,
  triggers: popupTriggersSchema,
});
export type PopupSettings = z.infer<typeof popupSettingsSchema>;
export type PopupDisplay = z.infer<typeof popupDisplaySchema>;
export type PopupTiming = z.infer<typeof popupTimingSchema>;
export type PopupTriggers = z.infer<typeof popupTriggersSchema>;

/** A builder popup as the admin writes it and mf-popups stores it. */
export const builderPopupSchema = z.object({
  id: popupSlugSchema,
  title: z.string().check(z.minLength(1), z.maxLength(200)),
  enabled: z.boolean(),
  pages: popupPagesSchema,
  content: z.array(popupBlockSchema).check(z.minLength(1), z.maxLength(30)),
  settings: popupSettingsSchema,
});
export type BuilderPopup = z.infer<typeof builderPopupSchema>;

/**
 * What the page gets for one popup (the island's props): its settings and the server's clock at render. The
 * content is printed beside it as a `<template>` the engine clones.
 */
export type PagePopup = { id: string; title: string; settings: PopupSettings };
export type BuilderPopupsProps = {
  popups: PagePopup[];
  /** `schedule_server_datetime`: the server's wall clock in the site's zone when the page was built. */
  schedule_server_datetime: string;
  /** The server's epoch ms at render, so the engine can tell how stale a cached page's clock is. */
  serverNow: number;
  loggedIn: boolean;
  roles: string[];
};
