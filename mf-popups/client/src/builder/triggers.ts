import type { PopupTriggers } from '@site/shared-contracts/popups';
import type { EventHub } from './event-hub';

/** The probe's id: spec 9's random 6 characters, so a filter list cannot name it. */
export function probeId(random: () => number = Math.random): string {
  const chars = 'abcdefghijklmnopqrstuvwxyz';
  return Array.from({ length: 6 }, () => chars[Math.floor(random() * chars.length)]).join('');
}

export type TriggerEnv = { hub: EventHub; win: Window; touch: boolean };

/**
 * Arm every configured trigger of spec 3.11; the first that fires calls `fire` once and every trigger is torn
 * down. Returns the tear-down. A bad selector makes its trigger a no-op with a console warning.
 */
export function armTriggers(id: string, t: PopupTriggers, env: TriggerEnv, fire: () => void): () => void {
  const { hub, win } = env;
  const doc = win.document;
  const offs: (() => void)[] = [];
  let done = false;
  const stop = () => {
    done = true;
    offs.splice(0).forEach((off) => off());
  };
  const go = () => {
    if (done) return;
    stop();
    fire();
  };
  const later = (ms: number, fn: () => void) => {
    const timer = win.setTimeout(fn, ms);
    offs.push(() => win.clearTimeout(timer));
  };

  if (t.page_load_delay !== undefined) later(t.page_load_delay * 1000, go);

  if (t.scrolling_direction !== undefined) {
    let lastY = win.scrollY;
    offs.push(
      hub.on('window', 'scroll', () => {
        const y = win.scrollY;
        const up = y < lastY;
        lastY = y;
        if (t.scrolling_direction === 'up') {
          if (up) go();
          return;
        }
        const room = doc.documentElement.scrollHeight - win.innerHeight;
        if (room > 0 && (y / room) * 100 >= (t.scrolling_offset ?? 50)) go();
      }),
    );
  }

  if (t.scrolling_to_selector !== undefined) {
    let target: Element | null = null;
    try {
      target = doc.querySelector(t.scrolling_to_selector);
    } catch {
      console.warn(`[mf-popups] popup ${id}: invalid scrolling_to_selector ${JSON.stringify(t.scrolling_to_selector)}`);
    }
    if (target && typeof IntersectionObserver !== 'undefined') {
      // Spec 9: the scroll-to trigger fires at half the target in view.
      const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && go(), {
        threshold: 0.5,
      });
      observer.observe(target);
      offs.push(() => observer.disconnect());
    }
  }

  if (t.click_times !== undefined) {
    let clicks = 0;
    const needed = t.click_times;
    offs.push(hub.on('document', 'click', () => ++clicks >= needed && go()));
  }

  if (t.inactivity_time !== undefined) {
    const ms = t.inactivity_time * 1000;
    let timer = win.setTimeout(go, ms);
    // Any sign of a present visitor restarts the wait (the original ignored touch and scroll). Scroll is heard on
    // the window, through the scroll triggers' one throttled listener, not by a second one on the document.
    const reset = () => {
      win.clearTimeout(timer);
      timer = win.setTimeout(go, ms);
    };
    for (const type of ['mousemove', 'keydown', 'touchstart']) offs.push(hub.on('document', type, reset));
    offs.push(hub.on('window', 'scroll', reset));
    offs.push(() => win.clearTimeout(timer));
  }

  if (t.exit_intent && !env.touch) {
    offs.push(
      hub.on('document', 'mouseout', (event) => {
        const e = event as MouseEvent;
        if (!e.relatedTarget && e.clientY <= 0) go();
      }),
    );
  }

  if (t.adblock_detection_delay !== undefined) {
    later(t.adblock_detection_delay * 1000, () => adblockProbe(win, go));
  }

  return stop;
}

/**
 * Spec 9's probe: a bait element with ad-like classes and a random 6-character id, plus a request for a bait
 * script path blockers filter; either being hidden or refused means a blocker.
 */
export function adblockProbe(win: Window, onBlocked: () => void): void {
  const doc = win.document;
  const probe = doc.createElement('div');
  probe.id = probeId();
  probe.className = 'ad-box adsbox ad-banner';
  probe.setAttribute('aria-hidden', 'true');
  probe.style.cssText = 'position:absolute;left:-9999px;top:0;width:1px;height:1px';
  doc.body.append(probe);
  win.requestAnimationFrame(() => {
    const hidden = !probe.isConnected || win.getComputedStyle(probe).display === 'none';
    probe.remove();
    if (hidden) return onBlocked();
    fetch('/popups/ads/adsbygoogle.js', { method: 'HEAD', cache: 'no-store' }).then(
      (response) => response.status === 0 && onBlocked(),
      () => onBlocked(),
    );
  });
}
