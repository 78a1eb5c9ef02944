import type { VisitorState } from '@site/shared-contracts/platform';
import type { BuilderPopup, PopupTiming } from '@site/shared-contracts/popups';
import { normaliseWallClock, wallClock } from '@site/platform-kit/time';

/**
 * The server's cheap pre-filter (issue 15): which stored popups may apply to a page. Only what the server knows
 * for sure is decided here: enabled, the page's path, the logged-in condition and a schedule that has surely not
 * begun or surely ended. Counters, devices, browsers, sources and the exact schedule are the browser's.
 *
 * For an anonymous visitor the answer depends only on the path and the clock, never on the visitor, so the shared
 * page cache may keep it: `scheduleSignature` (part of the slice's content token) changes when the clock moves a
 * popup in or out of the list.
 */

/** `*` matches any characters; everything else literally. `/blog` matches `/blog` only, `/blog/*` its posts. */
export function pathMatches(glob: string, path: string): boolean {
  const pattern = glob.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${pattern.join('.*')}$`).test(path);
}

export function onPage(popup: BuilderPopup, path: string): boolean {
  return (
    popup.pages.include.some((glob) => pathMatches(glob, path)) &&
    !(popup.pages.exclude ?? []).some((glob) => pathMatches(glob, path))
  );
}

/** Spec 6: guests pass; `all` hides from every logged-in visitor; `custom` from those holding a listed role. */
export function loggedInPasses(timing: PopupTiming, visitor: VisitorState): boolean {
  if (!timing.logged_in_users || !visitor.loggedIn) return true;
  if (timing.logged_in_users === 'all') return false;
  const roles: readonly string[] = visitor.user.roles;
  return !(timing.logged_in_roles ?? []).some((role) => roles.includes(role));
}

// The widest spread of UTC offsets in use (UTC-12 to UTC+14): a visitor-zone bound is somewhere in it.
const AHEAD_ZONE = 'Pacific/Kiritimati';
const BEHIND_ZONE = 'Etc/GMT+12';

/**
 * Whether the schedule may pass at `now` for some visitor: site mode is decided exactly on the site's wall clock
 * (both bounds inclusive); visitor mode keeps the popup while any zone on Earth is inside the window, and the
 * browser decides on its own clock.
 */
export function scheduleMayPass(timing: PopupTiming, now: Date, siteTimeZone: string): boolean {
  const { schedule_start_date: start, schedule_end_date: end } = timing;
  if (!start && !end) return true;
  const visitor = timing.schedule_timezone === 'visitor';
  const ahead = wallClock(now, visitor ? AHEAD_ZONE : siteTimeZone);
  const behind = wallClock(now, visitor ? BEHIND_ZONE : siteTimeZone);
  if (start && ahead < normaliseWallClock(start)) return false;
  if (end && behind > normaliseWallClock(end)) return false;
  return true;
}

/** The popups that may apply to this page for this visitor, in stored order. */
export function prefilter(
  popups: readonly BuilderPopup[],
  page: { path: string; visitor: VisitorState; now: Date; siteTimeZone: string },
): BuilderPopup[] {
  return popups.filter(
    (popup) =>
      popup.enabled &&
      onPage(popup, page.path) &&
      loggedInPasses(popup.settings.timing, page.visitor) &&
      scheduleMayPass(popup.settings.timing, page.now, page.siteTimeZone),
  );
}

/** Which enabled popups the clock lets through now: part of the content token, so a boundary renews cached pages. */
export function scheduleSignature(popups: readonly BuilderPopup[], now: Date, siteTimeZone: string): string {
  return popups
    .filter((p) => p.enabled && (p.settings.timing.schedule_start_date || p.settings.timing.schedule_end_date))
    .map((p) => (scheduleMayPass(p.settings.timing, now, siteTimeZone) ? '1' : '0'))
    .join('');
}
