import type { EventBus, EventName } from '@site/shared-contracts/platform';

/** A minimal in-memory bus with the shell's {emit, on} shape that records what was emitted. */
export function fakeBus() {
  const handlers = new Map<string, ((payload: unknown) => void)[]>();
  const emitted: { name: string; payload: unknown }[] = [];
  const bus = {
    emit(name: EventName, payload: unknown) {
      emitted.push({ name, payload });
      (handlers.get(name) ?? []).forEach((h) => h(payload));
      return true;
    },
    on(name: EventName, handler: (payload: unknown) => void) {
      handlers.set(name, [...(handlers.get(name) ?? []), handler]);
      return () =>
        handlers.set(
          name,
          (handlers.get(name) ?? []).filter((h) => h !== handler),
        );
    },
  } as EventBus;
  const named = (name: string) => emitted.filter((e) => e.name === name).map((e) => e.payload);
  return { bus, emitted, named };
}

/** A fetch answer as the store reads it (jsdom has no Response): ok, status and json(). */
export const answer = (status: number, body: unknown) =>
  ({ ok: status >= 200 && status < 300, status, json: async () => body }) as unknown as Response;
