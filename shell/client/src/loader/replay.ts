import { heldEvent, sameHeld, type Held } from './held-event';
import { replayHeld } from './replay-held';

/**
 * How long a visitor's event waits for its island. Past it, what was held does what it does without JavaScript
 * and the island's later events are left alone: a remote that hangs (its chunks time out after 120 s) never
 * makes a dead click. Under the 5 s Chromium keeps a click's user activation, so a window the island opens
 * from the replayed click (a share link's sized window) is still allowed.
 */
export const HOLD_LIMIT_MS = 4000;

type Waiting = { start: () => Promise<unknown>; held: Held[] };

const waiting = new WeakMap<HTMLElement, Waiting>();
const listening = new WeakSet<Document>();
const EVENTS = ['click', 'submit', 'keydown'] as const;

// The shell's own marks (arm-island, the mounter): only an island not mounted yet has events to hold.
const unmounted = (island: HTMLElement) =>
  island.dataset.islandState === 'armed' || island.dataset.islandState === 'loading';

function flush(island: HTMLElement, entry: Waiting): void {
  // Nothing more is held for this island: it is mounted, failed, or took too long.
  waiting.delete(island);
  for (const held of entry.held.splice(0)) replayHeld(island, held);
}

function onEvent(event: Event): void {
  if (event.defaultPrevented || !(event.target instanceof Element)) return;
  const island = event.target.closest<HTMLElement>('[data-island]');
  const entry = island && waiting.get(island);
  if (!island || !entry) return;
  if (!unmounted(island)) {
    waiting.delete(island);
    return;
  }
  const held = heldEvent(event, island);
  if (!held) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  if (entry.held.some((h) => sameHeld(h, held))) return;
  entry.held.push(held);
  if (entry.held.length > 1) return;
  // The first hold waits for the mount (started already by the pointer or the focus, or now); the later ones
  // join it and are replayed after it, in the order they came.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise((resolve) => (timer = setTimeout(resolve, HOLD_LIMIT_MS)));
  void Promise.race([entry.start().catch(() => undefined), limit]).then(() => {
    clearTimeout(timer);
    flush(island, entry);
  });
}

/**
 * Hold the click, tap, submit or key that reaches an island before it is mounted, and replay it once the
 * island is mounted (or has failed), exactly once. One capture listener per event type on the document, for
 * every such island; an island already mounted is never touched, so an event it gets is its own. `start`
 * mounts the island (once: later calls return the same promise).
 */
export function holdUntilMounted(element: HTMLElement, start: () => Promise<unknown>): void {
  waiting.set(element, { start, held: [] });
  const doc = element.ownerDocument;
  if (listening.has(doc)) return;
  listening.add(doc);
  for (const type of EVENTS) doc.addEventListener(type, onEvent, true);
}
