import type { LayerId } from '@site/shared-contracts/platform';

/** Spec 9: below 1024 px a layer that asks for it gets a history entry, so the phone's Back closes it. */
export const NARROW_QUERY = '(max-width: 1023px)';
/** The key of our entries' state; every other key of the state is kept as it was. */
export const HISTORY_KEY = 'shellLayer';

/** The topmost open layer holding an entry: `back()` asks it to close, true when it does. */
export type HistoryTop = { id: LayerId; back(): boolean };

export type LayerHistory = {
  /** Push an entry for this layer when the viewport is narrow; true when one was pushed. */
  push(id: LayerId): boolean;
  /** A layer closed by other means while its entry is still in the history: consume the entry quietly. */
  leave(id: LayerId): void;
  destroy(): void;
};

const stateOf = (state: unknown): Record<string, unknown> =>
  typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};

/**
 * The layers' history entries. An entry is `{ ...history.state, shellLayer: id }` at the same address, so
 * another script's state (the loop filter's, spec 2.6) and the URL are kept. Back to a state without the
 * topmost layer's id dismisses that layer ('back'); a refusal pushes its entry again. A layer closed by other
 * means is gone back over, and the popstate this causes is ignored; only our own entries are ever gone back
 * over: when another script pushed one above ours, ours is left and stepped over once Back reaches it.
 */
export function createLayerHistory(win: Window, top: () => HistoryTop | undefined): LayerHistory {
  const history = win.history;
  // Entries of closed layers still in the history, to be gone back over when they are the current one.
  const stale = new Set<LayerId>();
  let goingBack = false;
  // Entries asked for while our step back is under way (back() traverses a few tasks later): pushed before it
  // lands, the step back would take the new entry instead of the stale one.
  const queued: LayerId[] = [];

  const current = () => stateOf(history.state)[HISTORY_KEY];
  const pushEntry = (id: LayerId) => history.pushState({ ...stateOf(history.state), [HISTORY_KEY]: id }, '');

  function settle(): void {
    const id = current();
    if (goingBack || typeof id !== 'string' || !stale.has(id as LayerId)) return;
    stale.delete(id as LayerId);
    goingBack = true;
    history.back();
  }

  const onPopState = (event: PopStateEvent) => {
    if (goingBack) {
      goingBack = false; // our own step back
      for (const id of queued.splice(0)) pushEntry(id);
    } else {
      const layer = top();
      if (layer && stateOf(event.state)[HISTORY_KEY] !== layer.id && !layer.back()) pushEntry(layer.id);
    }
    settle();
  };
  win.addEventListener('popstate', onPopState);
  // One of our entries current while no layer is open yet: the page was reloaded (or gone back to) with a layer
  // open, which the new page does not reopen. Its entry would make the next Back do nothing: go back over it
  // (a same-document step, the page is not loaded again).
  const found = current();
  if (typeof found === 'string') {
    stale.add(found as LayerId);
    settle();
  }

  return {
    push(id) {
      // jsdom and very old browsers have no matchMedia: no entry, Back leaves the page as before.
      if (typeof win.matchMedia !== 'function' || !win.matchMedia(NARROW_QUERY).matches) return false;
      stale.delete(id);
      if (goingBack) queued.push(id);
      else pushEntry(id);
      return true;
    },
    leave(id) {
      stale.add(id);
      settle();
    },
    destroy() {
      win.removeEventListener('popstate', onPopState);
    },
  };
}
