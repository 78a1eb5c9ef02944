import { useLayoutEffect, useRef } from 'react';
import type { EventBus, EventMessage, EventName } from '@site/shared-contracts/platform';

/**
 * Subscribe an island to one bus event for as long as it is mounted. A layout effect runs before
 * single-spa-react resolves `mount`, so the event the shell emits right after mounting an island with
 * `data-mount="event"` always finds its listener. The latest handler is called, without resubscribing.
 */
export function useBusEvent<K extends EventName>(
  bus: EventBus,
  name: K,
  handler: (payload: EventMessage<K>) => void,
): void {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  useLayoutEffect(() => bus.on(name, (payload) => latest.current(payload)), [bus, name]);
}
