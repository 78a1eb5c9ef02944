import type { Sql } from '@site/shared-contracts/platform';
import { addSearchCounts } from '../data/suggestions';

const FLUSH_MS = 2000;
const FLUSH_SIZE = 200;

/**
 * What visitors search, counted in memory and written in one statement every 2 s (or at 200 distinct
 * terms): a write per keystroke-settled search would queue behind reads on PGlite's single connection.
 * Only the normalised term and a counter are kept (data/suggestions.ts).
 */
export class SearchLog {
  private pending = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(private readonly db: Sql) {}

  record(phrase: string): void {
    const term = phrase.slice(0, 100);
    if (!term) return;
    this.pending.set(term, (this.pending.get(term) ?? 0) + 1);
    if (this.pending.size >= FLUSH_SIZE) void this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), FLUSH_MS);
      this.timer.unref();
    }
  }

  get size(): number {
    return this.pending.size;
  }

  /** Write what is pending; a failed write is dropped (a lost count never breaks a search). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.pending.size === 0) return this.writing;
    const batch = this.pending;
    this.pending = new Map();
    this.writing = this.writing.then(() =>
      addSearchCounts(this.db, batch).then(
        () => undefined,
        () => undefined,
      ),
    );
    return this.writing;
  }
}
