import { normaliseWallClock, wallClock } from '@site/platform-kit/time';
import type { SecondLayerTrigger } from '@site/shared-contracts/popups';
import type { EventHub } from '../builder/event-hub';
import { armTriggers } from '../builder/triggers';

/** The original shows a popup whose date or time window matches this long after the page loads. */
export const DATE_TRIGGER_DELAY_MS = 500;

export type LayerTriggerEnv = {
  hub: EventHub;
  win: Window;
  touch: boolean;
  /** The site's zone: dates and daily windows are read on the site's wall clock. */
  siteTimeZone: string;
};

/** `fire` gets the element a custom-selector click came from (its custom content), else null. */
export type Fire = (from: Element | null) => void;

/** Spec 4.7's daily window on today's wall clock: both bounds exclusive; a window past midnight wraps. */
export function inDailyWindow(nowWall: string, start = '00:00', end = '23:59'): boolean {
  const day = nowWall.slice(0, 10);
  const from = `${day} ${start}:00`;
  const to = `${day} ${end}:00`;
  return from <= to ? from < nowWall && nowWall < to : nowWall > from || nowWall < to;
}

/** Whether a time trigger matches at `now` (evaluated once, at load, as the original does). */
export function timeTriggerMatches(trigger: SecondLayerTrigger, now: number, timeZone: string): boolean {
  const wall = wallClock(now, timeZone);
  switch (trigger.type) {
    case 'on-date':
      return normaliseWallClock(trigger.date) < wall;
    case 'on-time':
      return inDailyWindow(wall, trigger.start, trigger.end);
    case 'on-date-and-time':
      return normaliseWallClock(trigger.start) < wall && wall < normaliseWallClock(trigger.end);
    default:
      return false;
  }
}

/** Scroll progress in percent, or NaN on a page that cannot scroll (which never fires, as in the original). */
export function scrollProgress(win: Window): number {
  const room = win.document.documentElement.scrollHeight - win.innerHeight;
  return room > 0 ? Math.min(Math.max(win.scrollY / room, 0), 1) * 100 : Number.NaN;
}

/**
 * Arm one popup's open trigger. Page load, inactivity, scroll and exit go through the builder layer's trigger code
 * (its shared, throttled listeners), and are one-shot; a custom selector stays bound (every matching click opens, or
 * closes an open popup: `fire` decides). Returns the tear-down.
 */
export function armLayerTrigger(id: string, trigger: SecondLayerTrigger, env: LayerTriggerEnv, fire: Fire): () => void {
  const { win } = env;
  const once = () => fire(null);
  switch (trigger.type) {
    case 'page-load':
      return armTriggers(id, { page_load_delay: trigger.delay }, env, once);
    case 'user-inactive':
      return armTriggers(id, { inactivity_time: trigger.delay }, env, once);
    case 'try-exit-trigger':
      return armTriggers(id, { exit_intent: true }, env, once);
    case 'scroll-trigger': {
      // A restored scroll position fires at once; afterwards the builder's throttled scroll check does.
      if (scrollProgress(win) >= trigger.percent) {
        const timer = win.setTimeout(once, 0);
        return () => win.clearTimeout(timer);
      }
      return armTriggers(id, { scrolling_direction: 'down', scrolling_offset: trigger.percent }, env, once);
    }
    case 'on-date':
    case 'on-time':
    case 'on-date-and-time': {
      if (!timeTriggerMatches(trigger, Date.now(), env.siteTimeZone)) return () => undefined;
      const timer = win.setTimeout(once, DATE_TRIGGER_DELAY_MS);
      return () => win.clearTimeout(timer);
    }
    case 'custom-selector': {
      try {
        win.document.querySelector(trigger.selector);
      } catch {
        console.warn(`[mf-popups] popup ${id}: invalid selector ${JSON.stringify(trigger.selector)}`);
        return () => undefined;
      }
      // Delegated, so elements added later (lazy content, menus) open it too.
      return env.hub.on('document', 'click', (event) => {
        const target = event.target instanceof Element ? event.target.closest(trigger.selector) : null;
        if (!target) return;
        event.preventDefault();
        fire(target);
      });
    }
  }
}
