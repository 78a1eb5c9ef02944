import { z } from 'zod';

const count = z.number().int().positive();
/** The builder's date-time text, 'YYYY-MM-DD HH:MM' (seconds optional). */
const builderDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/, 'YYYY-MM-DD HH:MM');

/** A present key is a configured condition; a popup shows only when all configured ones pass. */
const timingFields = z.object({
  page_views_views: count.optional(),
  sessions_sessions: count.optional(),
  // In regex mode a pattern that does not compile makes the condition fail at run time (spec 5),
  // so it is not checked here.
  url_url: z.string().min(1).optional(),
  url_action: z.enum(['show', 'hide', 'regex']).optional(),
  sources_sources: z
    .array(z.enum(['internal', 'external', 'search']))
    .min(1)
    .optional(),
  logged_in_users: z.enum(['all', 'custom']).optional(),
  logged_in_roles: z.array(z.string().min(1)).optional(),
  devices_devices: z
    .array(z.string().regex(/^[a-z_]+$/))
    .min(1)
    .optional(),
  times_times: count.optional(),
  /** '' counts for good; otherwise the count restarts each session or time frame. */
  times_period: z.enum(['', 'session', 'day', 'week', 'month']).optional(),
  /** Count mode: '' or 'close' counts an impression on close, 'open' on open (spec 4.6). */
  times_count: z.enum(['', 'open', 'close']).optional(),
  browsers_browsers: z.enum(['all', 'custom']).optional(),
  browsers_options: z.array(z.string().regex(/^[a-z_]+$/)).optional(),
  schedule_timezone: z.enum(['site', 'visitor']).optional(),
  schedule_start_date: builderDateTime.optional(),
  schedule_end_date: builderDateTime.optional(),
  /** The server's time at render, so 'site' timezone schedules do not trust the visitor's clock. */
  schedule_server_datetime: builderDateTime.optional(),
});

/** Spec 3.11 timing conditions; a setting that needs a partner field is refused without it. */
export const popupTimingSchema = timingFields.superRefine((t, ctx) => {
  const needs = (present: unknown, partner: unknown, path: string) => {
    if (present !== undefined && partner === undefined) {
      ctx.addIssue({ code: 'custom', message: `needs ${path}`, path: [path] });
    }
  };
  needs(t.url_url, t.url_action, 'url_action');
  needs(t.times_times, t.times_period, 'times_period');
  if (t.logged_in_users === 'custom') needs(t.logged_in_users, t.logged_in_roles?.[0], 'logged_in_roles');
  if (t.browsers_browsers === 'custom') needs(t.browsers_browsers, t.browsers_options?.[0], 'browsers_options');
});
export type PopupTiming = z.infer<typeof popupTimingSchema>;
