import { act, render } from '@testing-library/react';
import type {
  EventBus,
  EventMessage,
  EventName,
  EventPayload,
  IslandProps,
  LayerStack,
} from '@site/shared-contracts/platform';
import { parseEvent } from '@site/shared-contracts/platform';
import { PopupHost } from '../popup-host';

type Handler = (payload: unknown) => void;

/** A bus that validates like the shell's, so schema defaults (toast type) apply. */
function fakeBus(): EventBus {
  const handlers = new Map<string, Set<Handler>>();
  return {
    emit(name, payload) {
      const parsed = parseEvent(name, payload);
      if (parsed === null) return false;
      for (const handler of handlers.get(name) ?? []) handler(parsed);
      return true;
    },
    on<K extends EventName>(name: K, handler: (payload: EventMessage<K>) => void) {
      const set = handlers.get(name) ?? new Set<Handler>();
      set.add(handler as Handler);
      handlers.set(name, set);
      return () => set.delete(handler as Handler);
    },
  };
}

/** The host as the shell mounts it, with focus on a trigger button; `emit` sends an event inside act(). */
export function renderHost(layers: LayerStack) {
  const bus = fakeBus();
  const trigger = document.createElement('button');
  trigger.textContent = 'Open';
  document.body.append(trigger);
  trigger.focus();
  render(<PopupHost {...({ bus, layers, props: {} } as unknown as IslandProps)} />);
  const emit = <K extends EventName>(name: K, payload: EventPayload<K>) => act(() => void bus.emit(name, payload));
  return { trigger, emit };
}
