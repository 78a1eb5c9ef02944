import type { BuilderPopupsProps, PagePopup } from '@site/shared-contracts/popups';
import { conditionsPass, type ConditionEnv } from './conditions';
import type { Stores } from './counters';
import type { EventHub } from './event-hub';
import { armTriggers } from './triggers';
import type { VisitorWait } from './wait-for-visitor';

export type AutomaticTriggerOptions = {
  win: Window;
  hub: EventHub;
  stores: Stores;
  props: BuilderPopupsProps;
  siteTimeZone: string;
  visitor: VisitorWait;
  /** Open the popup (as a trigger's): true when it opened. */
  show(popup: PagePopup): boolean;
};

/**
 * The automatic triggers of every popup whose conditions pass on this page view (spec 3.12): each one that
 * fires waits for the visitor, then opens the popup if its conditions still pass. Returns the tear-downs.
 */
export function armAutomaticTriggers(o: AutomaticTriggerOptions): (() => void)[] {
  const { win } = o;
  const offs: (() => void)[] = [];
  const env: ConditionEnv = {
    stores: o.stores,
    referrer: win.document.referrer,
    host: win.location.host,
    now: Date.now(),
    siteTimeZone: o.siteTimeZone,
    viewportWidth: win.innerWidth,
    userAgent: win.navigator.userAgent,
    loggedIn: o.props.loggedIn,
    roles: o.props.roles,
  };
  // After a wait the conditions are read again at the time it ends: a schedule may have closed meanwhile.
  const stillDue = (popup: PagePopup) => conditionsPass(popup.id, popup.settings.timing, { ...env, now: Date.now() });
  const touch = win.matchMedia?.('(pointer: coarse)').matches ?? false;
  for (const popup of o.props.popups) {
    // One popup's bad data never stops the others.
    try {
      if (conditionsPass(popup.id, popup.settings.timing, env)) {
        // Every trigger armed here is automatic: it waits for the visitor (a click on open_selector does not).
        const fire = () => o.visitor.wait(() => stillDue(popup) && o.show(popup));
        offs.push(armTriggers(popup.id, popup.settings.triggers, { hub: o.hub, win, touch }, fire));
      }
    } catch (error) {
      console.warn(`[mf-popups] popup ${popup.id} skipped`, error);
    }
  }
  return offs;
}
