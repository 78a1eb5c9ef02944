import type { EventBus, EventName } from '@site/shared-contracts/platform';
import type { IslandPlaceholder } from './island-registry';

export type Mount = (island: IslandPlaceholder) => Promise<boolean>;

/** The islands that listen to each event (`data-mount="event"` with `data-events`), from the page's placeholders. */
export function eventOwners(islands: readonly IslandPlaceholder[]): Map<EventName, IslandPlaceholder[]> {
  const owners = new Map<EventName, IslandPlaceholder[]>();
  for (const island of islands) {
    for (const name of island.events) owners.set(name, [...(owners.get(name) ?? []), island]);
  }
  return owners;
}

/**
 * Emit an event after making sure the islands that own it are mounted, and the event that woke them is
 * delivered once they listen. Resolves false when an owner could not be mounted or the bus refused the
 * payload, so a trigger link can fall back to its no-JS destination.
 */
export async function emitToOwners<K extends EventName>(
  bus: EventBus,
  owners: Map<EventName, IslandPlaceholder[]>,
  mount: Mount,
  name: K,
  payload: Parameters<EventBus['emit']>[1],
): Promise<boolean> {
  const islands = owners.get(name) ?? [];
  const results = await Promise.all(islands.map((island) => mount(island)));
  if (islands.length > 0 && !results.some(Boolean)) return false;
  return bus.emit(name, payload as never);
}
