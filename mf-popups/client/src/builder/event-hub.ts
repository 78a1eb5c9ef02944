/**
 * One listener per event type for every popup together (issue 15's budget): subscribers share it, and the
 * listener is removed when its last subscriber leaves. Scroll is throttled to spec 9's 250 ms (trailing call
 * kept, so the last position is always seen).
 */
export const SCROLL_THROTTLE_MS = 250;

type Target = 'window' | 'document';
type Handler = (event: Event) => void;

export type EventHub = {
  on(target: Target, type: string, handler: Handler): () => void;
  /** Listener count per `target:type`, for the tests. */
  sizes(): Record<string, number>;
};

function throttle(fn: Handler, ms: number): Handler {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: Event | undefined;
  return (event) => {
    const wait = last + ms - Date.now();
    pending = event;
    if (wait <= 0) {
      last = Date.now();
      fn(event);
    } else if (!timer) {
      timer = setTimeout(() => {
        timer = undefined;
        last = Date.now();
        if (pending) fn(pending);
      }, wait);
    }
  };
}

export function createEventHub(win: Window = window): EventHub {
  const groups = new Map<string, { handlers: Set<Handler>; listener: Handler }>();
  return {
    on(target, type, handler) {
      const key = `${target}:${type}`;
      let group = groups.get(key);
      if (!group) {
        const handlers = new Set<Handler>();
        const dispatch: Handler = (event) => [...handlers].forEach((h) => h(event));
        const listener = type === 'scroll' ? throttle(dispatch, SCROLL_THROTTLE_MS) : dispatch;
        group = { handlers, listener };
        groups.set(key, group);
        // Clicks stay cancellable: link actions and the lightbox call preventDefault on them.
        const passive = type !== 'click';
        (target === 'window' ? win : win.document).addEventListener(type, listener, { passive });
      }
      const current = group;
      current.handlers.add(handler);
      return () => {
        current.handlers.delete(handler);
        if (current.handlers.size === 0 && groups.get(key) === current) {
          groups.delete(key);
          (target === 'window' ? win : win.document).removeEventListener(type, current.listener);
        }
      };
    },
    sizes: () => Object.fromEntries([...groups].map(([key, g]) => [key, g.handlers.size])),
  };
}
