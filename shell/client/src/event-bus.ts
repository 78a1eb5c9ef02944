import { Subject, filter, map } from 'rxjs';
import type { EventBus, EventMessage, EventName } from '@site/shared-contracts/platform';
import { parseEvent } from '@site/shared-contracts/platform';

type Envelope = { name: EventName; payload: unknown };

/**
 * The page's one event bus: an RxJS subject owned by the shell. Every payload is validated at the
 * edge against its zod schema; an invalid event is dropped and logged, never delivered.
 * An event nobody listens to yet is held (the latest per name) for the first subscriber: islands
 * mounted on demand subscribe only after the event that woke them was emitted.
 */
export function createEventBus(log: (message: string, detail?: unknown) => void = console.warn): EventBus & {
  subject: Subject<Envelope>;
} {
  const subject = new Subject<Envelope>();
  const listeners = new Map<EventName, number>();
  const held = new Map<EventName, unknown>();
  return {
    subject,
    emit(name, payload) {
      const parsed = parseEvent(name, payload);
      if (parsed === null) {
        log(`[bus] dropped invalid '${name}' event`, payload);
        return false;
      }
      if (!listeners.get(name)) held.set(name, parsed);
      subject.next({ name, payload: parsed });
      return true;
    },
    on<K extends EventName>(name: K, handler: (payload: EventMessage<K>) => void) {
      listeners.set(name, (listeners.get(name) ?? 0) + 1);
      const deliver = (payload: EventMessage<K>) => {
        try {
          handler(payload);
        } catch (error) {
          log(`[bus] a '${name}' handler threw`, error);
        }
      };
      if (held.has(name)) {
        const payload = held.get(name) as EventMessage<K>;
        held.delete(name);
        queueMicrotask(() => deliver(payload));
      }
      const subscription = subject
        .pipe(
          filter((event) => event.name === name),
          map((event) => event.payload as EventMessage<K>),
        )
        .subscribe(deliver);
      return () => {
        listeners.set(name, (listeners.get(name) ?? 1) - 1);
        subscription.unsubscribe();
      };
    },
  };
}
