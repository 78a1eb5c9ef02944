import { counterStore, type StoreArea } from './popup-storage';
import type { Stores } from './counters';

/** A Map-backed storage area; `full` makes every write throw like a quota error. */
export function memoryArea(options: { full?: boolean } = {}): StoreArea & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      if (options.full) throw new DOMException('quota', 'QuotaExceededError');
      data.set(key, value);
    },
    removeItem: (key) => void data.delete(key),
  };
}

/** Stores over two areas with a driven clock (a fresh pair per page view, like a reload). */
export function storesOver(local: StoreArea, session: StoreArea, now: () => number = () => 0): Stores {
  return { local: counterStore(() => local, now), session: counterStore(() => session, now) };
}
