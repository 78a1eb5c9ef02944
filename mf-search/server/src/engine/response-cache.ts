const MAX_ENTRIES = 2000;

/**
 * Hot answers kept in memory, keyed by the normalised request; emptied on re-index (IndexMemory.sync
 * calls clear). Concurrent requests for the same key share one computation.
 */
export class ResponseCache {
  private entries = new Map<string, { at: number; value: Promise<unknown> }>();

  clear(): void {
    this.entries.clear();
  }

  /** `ttlMs`: for answers that also change without a re-index (suggestions read the search log). */
  get<T>(key: string, compute: () => Promise<T>, ttlMs = Infinity): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < ttlMs) {
      // Re-insert: Map order is then least recently used first.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value as Promise<T>;
    }
    const value = compute();
    this.entries.set(key, { at: now, value });
    // A failed computation is not remembered.
    value.catch(() => this.entries.delete(key));
    if (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return value;
  }
}
