import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

export type SiteSignals = {
  /**
   * Tell every other process (a topic, no payload: listeners re-read what they need from the database).
   * Resolves once Redis has passed it on, or failed to (never rejects: a lost signal is covered by checks).
   */
  publish(topic: string): Promise<void>;
  /** Be told when another process published the topic. */
  on(topic: string, listener: () => void): void;
  close(): Promise<void>;
};

/**
 * Cross-process "something changed" signals over Redis pub/sub, for state a process keeps in memory
 * (the live remote versions). A message can be lost (Redis away, a reconnect): every such cache also
 * re-reads on a short TTL or checks a version in the database, so a signal makes a change show on the
 * next request and the check bounds how stale it can be when one is missed. Without Redis (one
 * process) there is nobody to tell.
 */
export function createSiteSignals(options: { publisher: Redis; subscriber: Redis; prefix: string }): SiteSignals {
  const me = randomUUID();
  const channel = `${options.prefix}signals`;
  const listeners = new Map<string, Set<() => void>>();
  // On every (re)connection: commands are refused while disconnected (no offline queue), so a subscribe
  // sent before the first connection would be lost.
  const subscribe = () => void options.subscriber.subscribe(channel).catch(() => undefined);
  let connected = options.subscriber.status === 'ready';
  if (connected) subscribe();
  options.subscriber.on('ready', () => {
    subscribe();
    // Back after an outage: whatever was published meanwhile was missed, so every topic counts as changed.
    if (connected) for (const set of listeners.values()) for (const listener of set) listener();
    connected = true;
  });
  options.subscriber.on('message', (_channel: string, message: string) => {
    const [from, topic] = message.split(' ');
    if (from === me || !topic) return;
    for (const listener of listeners.get(topic) ?? []) listener();
  });
  return {
    async publish(topic) {
      await options.publisher.publish(channel, `${me} ${topic}`).catch(() => undefined);
    },
    on(topic, listener) {
      const set = listeners.get(topic) ?? new Set();
      set.add(listener);
      listeners.set(topic, set);
    },
    async close() {
      options.subscriber.disconnect();
    },
  };
}

/** One process: no other to tell or hear from. */
export const localSignals: SiteSignals = { publish: async () => {}, on: () => undefined, close: async () => {} };
