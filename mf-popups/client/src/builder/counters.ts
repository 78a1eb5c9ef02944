import { POPUP_TIME_FRAMES, type PopupTiming } from '@site/shared-contracts/popups';
import type { CounterStore } from './popup-storage';

/** The local and session stores the counters of spec 3.12 live in. */
export type Stores = { local: CounterStore; session: CounterStore };

/** Once per page view (on a page that has a popup): pageViews +1, and sessions +1 when this tab's flag is new. */
export function countVisit({ local, session }: Stores): void {
  local.set('pageViews', (local.count('pageViews') ?? 0) + 1);
  if (!session.flag('activeSession')) {
    session.set('activeSession', true);
    local.set('sessions', (local.count('sessions') ?? 0) + 1);
  }
}

export const disableKey = (id: string) => `popup_${id}_disable`;
export const timesKey = (id: string) => `popup_${id}_times`;
export const impressionsKey = (id: string) => `popup-${id}-impressions-count`;

/** Where a popup's display count lives: no period → `popup_{id}_times`; session → session storage; else a window. */
function timesSlot(id: string, period: PopupTiming['times_period'], stores: Stores) {
  if (!period) return { store: stores.local, key: timesKey(id), lifetime: undefined };
  if (period === 'session') return { store: stores.session, key: impressionsKey(id), lifetime: undefined };
  return { store: stores.local, key: impressionsKey(id), lifetime: POPUP_TIME_FRAMES[period] };
}

export function displayCount(id: string, timing: PopupTiming, stores: Stores): number {
  const slot = timesSlot(id, timing.times_period, stores);
  return slot.store.count(slot.key) ?? 0;
}

/**
 * One display of this popup (its own only: the original counted any popup's close for every popup). A day, week
 * or month window starts at the first counted display and is not extended by later ones.
 */
export function countDisplay(id: string, timing: PopupTiming, stores: Stores): void {
  const slot = timesSlot(id, timing.times_period, stores);
  slot.store.set(slot.key, (slot.store.count(slot.key) ?? 0) + 1, slot.lifetime);
}

/** page_views / sessions: grown by at least N since this popup first saw the counter (its saved baseline). */
export function grownBy(stores: Stores, id: string, counter: 'pageViews' | 'sessions', n: number): boolean {
  // Without persistent storage the baseline cannot be kept: fail closed rather than show on every page.
  if (!stores.local.persistent) return false;
  const baselineKey =
    counter === 'pageViews' ? `popup_${id}_page_views_initialPageViews` : `popup_${id}_sessions_initialSessions`;
  const current = stores.local.count(counter) ?? 0;
  let baseline = stores.local.count(baselineKey);
  if (baseline === undefined) {
    baseline = current;
    stores.local.set(baselineKey, baseline);
  }
  return current - baseline >= n;
}
