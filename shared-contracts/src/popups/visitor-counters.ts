import { z } from 'zod';
import { popupIdSchema } from './popup-id';

const counter = z.number().int().nonnegative();

/** Spec 3.12: what the builder layer remembers about one popup for this browser. */
export const popupVisitorRecordSchema = z.object({
  /** Set by 'do not show again': the popup never opens again in this browser. */
  disable: z.boolean().optional(),
  times: counter.optional(),
  /** Counters at the popup's first sighting, so its page_views and sessions conditions count from there. */
  page_views_initialPageViews: counter.optional(),
  sessions_initialSessions: counter.optional(),
});
export type PopupVisitorRecord = z.infer<typeof popupVisitorRecordSchema>;

/** Spec 3.12, kept in local storage: survives sessions. */
export const popupVisitorCountersSchema = z.object({
  pageViews: counter,
  sessions: counter,
  popups: z.record(popupIdSchema, popupVisitorRecordSchema),
});
export type PopupVisitorCounters = z.infer<typeof popupVisitorCountersSchema>;

/** Kept in session storage: its absence on a page view is what starts a new session. */
export const popupSessionStateSchema = z.object({ activeSession: z.boolean() });
export type PopupSessionState = z.infer<typeof popupSessionStateSchema>;

/** The storage key of a popup's impressions counter (spec 3.12). */
export function impressionsCountKey(id: string): string {
  return `popup-${id}-impressions-count`;
}

export const popupImpressionsCountSchema = counter;
export type PopupImpressionsCount = z.infer<typeof popupImpressionsCountSchema>;
