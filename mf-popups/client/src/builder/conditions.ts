import type { PopupTiming } from '@site/shared-contracts/popups';
import { disableKey, displayCount, grownBy, type Stores } from './counters';
import { normaliseWallClock, wallClock } from '@site/platform-kit/time';

/** What the timing conditions read, all injectable so the tests drive them. */
export type ConditionEnv = {
  stores: Stores;
  referrer: string;
  host: string;
  /** Epoch ms now (the browser's clock). */
  now: number;
  siteTimeZone: string;
  viewportWidth: number;
  userAgent: string;
  loggedIn: boolean;
  roles: readonly string[];
};

/** Spec 3.11 url rule, against the referrer as the original does: substring show/hide, or an unanchored regex. */
export function urlPasses(t: PopupTiming, referrer: string): boolean {
  const url = t.url_url ?? '';
  if (t.url_action === 'regex') {
    try {
      return new RegExp(url).test(referrer);
    } catch {
      return false; // spec 5: an invalid pattern fails the condition
    }
  }
  if (t.url_action === 'hide') return url === '' ? false : !referrer.includes(url);
  return referrer.includes(url);
}

const SEARCH_ENGINES = /^(google|yahoo|bing|yandex|baidu|duckduckgo|ecosia)\./;

/** internal / external / search, from the referrer's host (exact host compare, not the original's prefix test). */
export function sourceOf(referrer: string, host: string): 'internal' | 'external' | 'search' {
  let from: string;
  try {
    from = new URL(referrer).host;
  } catch {
    return 'external'; // a direct visit (no referrer) counts as external, as in the original
  }
  const bare = (h: string) => h.replace(/^www\./, '').toLowerCase();
  if (bare(from) === bare(host)) return 'internal';
  return SEARCH_ENGINES.test(bare(from)) ? 'search' : 'external';
}

/** Spec 9 breakpoints: mobile below 768 px, tablet up to 1024 px (the mobile menu's 1023), desktop above. */
export function deviceOf(width: number): 'mobile' | 'tablet' | 'desktop' {
  return width < 768 ? 'mobile' : width <= 1024 ? 'tablet' : 'desktop';
}

/** By the UA string (the original's feature tests misread Edge as Chrome and miss Firefox ≥ 144). */
export function browserOf(ua: string): 'ie' | 'edge' | 'firefox' | 'chrome' | 'safari' | 'other' {
  if (/Trident\/|MSIE /.test(ua)) return 'ie';
  if (/Edg(e|A|iOS)?\//.test(ua)) return 'edge';
  if (/Firefox\/|FxiOS\//.test(ua)) return 'firefox';
  if (/Chrome\/|CriOS\//.test(ua) && !/OPR\//.test(ua)) return 'chrome';
  if (/Safari\//.test(ua) && !/Chrome|Android/.test(ua)) return 'safari';
  return 'other';
}

/**
 * Wall clocks compared as strings, both bounds inclusive: `site` reads now on the site's wall clock, `visitor`
 * on the browser's. Now is the browser's clock (a cached page's printed server time would freeze it).
 */
export function schedulePasses(t: PopupTiming, now: number, siteTimeZone: string): boolean {
  if (!t.schedule_start_date && !t.schedule_end_date) return true;
  const clock = wallClock(now, t.schedule_timezone === 'visitor' ? undefined : siteTimeZone);
  if (t.schedule_start_date && clock < normaliseWallClock(t.schedule_start_date)) return false;
  if (t.schedule_end_date && clock > normaliseWallClock(t.schedule_end_date)) return false;
  return true;
}

/** Every configured timing condition of spec 3.11 (present fields only), ANDed; plus `disable`. */
export function conditionsPass(id: string, t: PopupTiming, env: ConditionEnv): boolean {
  const { stores } = env;
  if (stores.local.flag(disableKey(id))) return false;
  const checks: (() => boolean)[] = [
    () => t.page_views_views === undefined || grownBy(stores, id, 'pageViews', t.page_views_views),
    () => t.sessions_sessions === undefined || grownBy(stores, id, 'sessions', t.sessions_sessions),
    () => t.url_action === undefined || urlPasses(t, env.referrer),
    () => t.sources_sources === undefined || t.sources_sources.includes(sourceOf(env.referrer, env.host)),
    () =>
      !t.logged_in_users ||
      !env.loggedIn ||
      (t.logged_in_users === 'custom' && !(t.logged_in_roles ?? []).some((r) => env.roles.includes(r))),
    () => t.devices_devices === undefined || t.devices_devices.includes(deviceOf(env.viewportWidth)),
    () => t.times_times === undefined || displayCount(id, t, stores) < t.times_times,
    () => t.browsers_browsers !== 'custom' || (t.browsers_options ?? []).some((b) => b === browserOf(env.userAgent)),
    () => schedulePasses(t, env.now, env.siteTimeZone),
  ];
  // Every rule runs (no short cut), so each counter rule saves its baseline on the first view, as the original does.
  return checks.map((check) => check()).every(Boolean);
}
