import type { EventBus, EventName } from '@site/shared-contracts/platform';
import type { IslandPlaceholder } from './island-registry';

export type Mount = (island: IslandPlaceholder) => Promise<boolean>;

const whenIdle = (fn: () => void) =>
  'requestIdleCallback' in window ? window.requestIdleCallback(fn, { timeout: 2000 }) : setTimeout(fn, 200);

// A pointer over it, a touch, or focus (by keyboard or by a tap on its input): a visitor reaching for it.
const INTERACTIONS = ['pointerenter', 'focusin', 'touchstart'] as const;

/**
 * Mount on the first interaction with the placeholder's server markup (which works without JavaScript
 * meanwhile). Focus that is already inside when the shell starts (a visitor who tabbed in before the
 * script arrived, maybe typing) counts too: the mounter carries the focus and the text over.
 */
function armInteraction(element: HTMLElement, go: () => void): void {
  if (element.contains(document.activeElement)) return go();
  const onFirst = () => {
    for (const type of INTERACTIONS) element.removeEventListener(type, onFirst);
    go();
  };
  for (const type of INTERACTIONS) element.addEventListener(type, onFirst, { passive: true });
}

/**
 * Arm an island's mount strategies; the first one that fires mounts it. Event islands mount when
 * the bus asks for them, and the event that woke them is delivered again once they listen.
 */
export function armIsland(
  island: IslandPlaceholder,
  mount: Mount,
  eventOwners: Map<EventName, IslandPlaceholder[]>,
): void {
  // Armed: the shell has read the placeholder and waits for its strategy (loading, mounted or failed follow).
  island.element.dataset.islandState = 'armed';
  const go = () => void mount(island);
  for (const strategy of island.strategies) {
    if (strategy === 'eager') go();
    else if (strategy === 'idle') whenIdle(go);
    else if (strategy === 'visible') {
      if (!('IntersectionObserver' in window)) go();
      else {
        const observer = new IntersectionObserver(
          (entries) => {
            if (entries.some((e) => e.isIntersecting)) {
              observer.disconnect();
              go();
            }
          },
          { rootMargin: '200px' },
        );
        observer.observe(island.element);
      }
    } else if (strategy === 'interaction') armInteraction(island.element, go);
  }
  for (const name of island.events) {
    const owners = eventOwners.get(name) ?? [];
    owners.push(island);
    eventOwners.set(name, owners);
  }
}

/**
 * Emit an event after making sure the islands that own it are mounted. Resolves false when an owner
 * could not be mounted, so a trigger link can fall back to its no-JS destination.
 */
export async function emitToOwners<K extends EventName>(
  bus: EventBus,
  eventOwners: Map<EventName, IslandPlaceholder[]>,
  mount: Mount,
  name: K,
  payload: Parameters<EventBus['emit']>[1],
): Promise<boolean> {
  const owners = eventOwners.get(name) ?? [];
  const results = await Promise.all(owners.map((island) => mount(island)));
  if (owners.length > 0 && !results.some(Boolean)) return false;
  return bus.emit(name, payload as never);
}
