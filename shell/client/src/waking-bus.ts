import type { EventBus, EventName } from '@site/shared-contracts/platform';
import { parseEvent } from '@site/shared-contracts/platform';
import type { IslandPlaceholder } from './island-registry';
import type { Mount } from './event-owners';

/**
 * The bus islands are given: an event an island emits first mounts the islands that own it (their
 * `data-events`), as a trigger link does, then goes out to every listener. So an island can raise a toast
 * or announce a cart change to islands that are only mounted on demand (the popup host, the header count)
 * without knowing whether they are there yet. An invalid event is refused at once, as by the bus itself;
 * an owner that cannot be mounted does not stop the event reaching the others.
 */
export function wakingBus(
  bus: EventBus,
  owners: ReadonlyMap<EventName, readonly IslandPlaceholder[]>,
  mount: Mount,
): EventBus {
  return {
    on: (name, handler) => bus.on(name, handler),
    emit(name, payload) {
      const waking = owners.get(name) ?? [];
      if (waking.length === 0 || parseEvent(name, payload) === null) return bus.emit(name, payload);
      void Promise.all(waking.map((island) => mount(island).catch(() => false))).then(() => bus.emit(name, payload));
      return true;
    },
  };
}
