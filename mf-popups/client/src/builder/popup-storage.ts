/**
 * Spec 3.12's visitor counters in browser storage, robust to storage that is disabled, full or tampered with.
 * Like the original builder's single `elementor` value, everything lives in one JSON object per storage area, here
 * under the team-prefixed key `popups.builder`, with the spec's keys inside (`pageViews`, `sessions`,
 * `popup_{id}_times`, `popup-{id}-impressions-count`, …) and `__expiration` (key → epoch ms).
 *
 * Policy (docs: mf-popups/README.md): every access is wrapped. Storage that throws is replaced by memory for the
 * page view and `persistent` is false. A value that is not what its key holds (a non-integer counter, JSON that
 * does not parse) resets that counter, or the whole object, and never breaks the page. A failed write keeps the
 * value in memory.
 */
export const STORAGE_KEY = 'popups.builder';

export type StoreArea = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
type Values = Record<string, unknown> & { __expiration?: Record<string, number> };

export type CounterStore = {
  readonly persistent: boolean;
  /** A non-negative integer counter; a missing, expired or tampered value reads as undefined (and is dropped). */
  count(key: string): number | undefined;
  flag(key: string): boolean;
  /** Write; with `lifetimeSeconds` the key expires then. A later write keeps the first expiry (a fixed window). */
  set(key: string, value: number | boolean, lifetimeSeconds?: number): void;
  remove(key: string): void;
};

function readValues(area: StoreArea | null): { values: Values; ok: boolean } {
  if (!area) return { values: {}, ok: false };
  try {
    const text = area.getItem(STORAGE_KEY);
    if (text === null) return { values: {}, ok: true };
    const parsed: unknown = JSON.parse(text);
    const ok = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
    return { values: ok ? (parsed as Values) : {}, ok: true };
  } catch (error) {
    // A SecurityError (storage blocked) makes the area unusable; a SyntaxError only resets the object.
    return { values: {}, ok: error instanceof SyntaxError };
  }
}

/** `area` is a getter: reading `localStorage` itself throws where storage is blocked. */
export function counterStore(area: () => StoreArea, now: () => number = Date.now): CounterStore {
  let storage: StoreArea | null;
  try {
    storage = area();
  } catch {
    storage = null;
  }
  const read = readValues(storage);
  const values = read.values;
  const persistent = read.ok;

  const save = () => {
    if (!persistent || !storage) return;
    try {
      storage.setItem(STORAGE_KEY, JSON.stringify(values));
    } catch {
      // Full: the value stays in memory for this page view.
    }
  };

  const expiration = (): Record<string, number> => {
    const map = values.__expiration;
    if (typeof map === 'object' && map !== null && !Array.isArray(map)) return map;
    values.__expiration = {};
    return values.__expiration;
  };

  const remove = (key: string) => {
    // Keys are the spec's computed names (popup_{id}_times…), so Reflect rather than `delete obj[key]`.
    Reflect.deleteProperty(values, key);
    Reflect.deleteProperty(expiration(), key);
    save();
  };

  const live = (key: string): unknown => {
    const expires = expiration()[key];
    if (expires !== undefined && (typeof expires !== 'number' || now() >= expires)) {
      remove(key);
      return undefined;
    }
    return values[key];
  };

  return {
    persistent,
    count(key) {
      const value = live(key);
      if (value === undefined) return undefined;
      if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return value;
      remove(key);
      return undefined;
    },
    flag(key) {
      const value = live(key);
      if (value === undefined || typeof value === 'boolean') return value === true;
      remove(key);
      return false;
    },
    set(key, value, lifetimeSeconds) {
      values[key] = value;
      const map = expiration();
      if (lifetimeSeconds !== undefined && map[key] === undefined) map[key] = now() + lifetimeSeconds * 1000;
      save();
    },
    remove,
  };
}
