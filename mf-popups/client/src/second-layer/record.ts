import { SECOND_LAYER_STORAGE_KEY, SHOW_AGAIN_DELAYS, type ShowAgainDelay } from '@site/shared-contracts/popups';

/**
 * Spec 3.12's per-browser record of the second layer: for each popup `status` (enable or disable) and
 * `show-again-date` (epoch ms, or `none`), in one JSON map under `popups.secondLayer`, keyed `popup-{id}`
 * (the original's `jetPopupData` / `jet-popup-{id}`, team-prefixed).
 */
export type PopupRecord = { status: 'enable' } | { status: 'disable'; 'show-again-date': number | 'none' };
type RecordMap = Record<string, PopupRecord | 'enable' | 'disable'>;

export type RecordStore = {
  available(id: string, now: number): boolean;
  /** Mark the popup shown-and-fine: clears an expired disable. */
  enable(id: string): void;
  /** A 'constantly' close: disabled until now + delay, or for good when there is no delay. */
  disable(id: string, now: number, delay: ShowAgainDelay | undefined): void;
  get(id: string): PopupRecord | 'enable' | 'disable' | undefined;
};

/** The date a 'constantly' close writes: now plus the delay, or `none` (never again) without one. */
export function showAgainDate(now: number, delay: ShowAgainDelay | undefined): number | 'none' {
  return !delay || delay === 'none' ? 'none' : now + SHOW_AGAIN_DELAYS[delay] * 1000;
}

/**
 * The original's availability rule: no entry or `enable` shows; the legacy `'disable'` string and a disable
 * without a date hide; a disable with a date shows once that date has passed.
 */
export function isAvailable(entry: PopupRecord | 'enable' | 'disable' | undefined, now: number): boolean {
  if (entry === undefined || entry === 'enable') return true;
  if (entry === 'disable') return false;
  if (entry.status === 'enable') return true;
  const date = entry['show-again-date'];
  return typeof date === 'number' && date < now;
}

const isEntry = (value: unknown): value is PopupRecord | 'enable' | 'disable' => {
  if (value === 'enable' || value === 'disable') return true;
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const date = v['show-again-date'];
  return v.status === 'enable' || (v.status === 'disable' && (date === 'none' || typeof date === 'number'));
};

/**
 * Storage that throws (private modes, quota) or JSON that does not parse counts as empty; a value that is not a
 * record is dropped. A failed write keeps the record in memory for this page.
 */
export function recordStore(storage: () => Storage | null): RecordStore {
  let memory: RecordMap | null = null;
  let writesFail = false;
  const read = (): RecordMap => {
    if (memory) return memory;
    let parsed: unknown;
    try {
      parsed = JSON.parse(storage()?.getItem(SECOND_LAYER_STORAGE_KEY) ?? '{}');
    } catch {
      parsed = {};
    }
    const map: RecordMap = {};
    if (typeof parsed === 'object' && parsed !== null) {
      for (const [key, value] of Object.entries(parsed)) if (isEntry(value)) map[key] = value;
    }
    memory = map;
    return map;
  };
  const write = (id: string, entry: PopupRecord) => {
    const map = { ...read(), [`popup-${id}`]: entry };
    memory = map;
    try {
      storage()?.setItem(SECOND_LAYER_STORAGE_KEY, JSON.stringify(map));
    } catch {
      // Kept in memory: the popup stays closed for this page at least.
      writesFail = true;
    }
  };
  // Read afresh each time (another tab may have written), falling back to memory when storage throws.
  const fresh = () => {
    if (!writesFail) memory = null;
    return read();
  };
  return {
    get: (id) => fresh()[`popup-${id}`],
    available: (id, now) => isAvailable(fresh()[`popup-${id}`], now),
    enable: (id) => write(id, { status: 'enable' }),
    disable: (id, now, delay) => write(id, { status: 'disable', 'show-again-date': showAgainDate(now, delay) }),
  };
}
