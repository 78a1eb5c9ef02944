import { Subject, filter, map } from 'rxjs';
import type { EventBus, EventMessage, EventName } from '@site/shared-contracts';
import { parseEvent } from '@site/shared-contracts';

type Envelope = { name: EventName; payload: unknown };

/**
 * The page's one event bus: an RxJS subject owned by the shell. Every payload is validated at the
 * edge against its zod schema; an invalid event is dropped and logged, never delivered.
 */
export function createEventBus(log: (message: string, detail?: unknown) => void = console.warn): EventBus & {
  subject: Subject<Envelope>;
} {
  const subject = new Subject<Envelope>();
  return {
    subject,
    emit(name, payload) {
      const parsed = parseEvent(name, payload);
      if (parsed === null) {
        log(`[bus] dropped invalid '${name}' event`, payload);
        return false;
      }
      subject.next({ name, payload: parsed });
      return true;
    },
    on<K extends EventName>(name: K, handler: (payload: EventMessage<K>) => void) {
      const subscription = subject
        .pipe(
          filter((event) => event.name === name),
          map((event) => event.payload as EventMessage<K>),
        )
        .subscribe((payload) => {
          try {
            handler(payload);
          } catch (error) {
            log(`[bus] a '${name}' handler threw`, error);
          }
        });
      return () => subscription.unsubscribe();
    },
  };
}
