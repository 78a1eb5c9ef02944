import { createHash } from 'node:crypto';
import type { Sql } from '@site/shared-contracts/platform';
import { addSearchCounts } from '../data/suggestions';

const FLUSH_MS = 2000;
const FLUSH_SIZE = 200;
/** A visitor's repeats of one term within a day count once. */
const REPEAT_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Visitor-and-term pairs remembered for that (oldest forgotten first): a bound on memory, not on correctness. */
const REPEAT_MEMORY = 20_000;

/**
 * What visitors settle on (a submitted or opened results page, a clicked result: never the live panel's
 * keystrokes), counted in memory and written in one statement every 2 s (or at 200 distinct terms): a write per
 * search would queue behind reads on PGlite's single connection. Only the normalised term and a counter are
 * stored (data/suggestions.ts). The count is of visitors, not requests: one visitor repeating a term counts once
 * a day, so no one alone can lift a term past the suggestion threshold (LOG_MIN_COUNT). Who searched is kept
 * only here, in memory, as a hash.
 */
export class SearchLog {
  private pending = new Map<string, number>();
  private recent = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Sql,
    private readonly now: () => number = Date.now,
  ) {}

  /** Count a settled search of `phrase` (normalised) by `visitor` (its address). */
  record(phrase: string, visitor: string): void {
    const term = phrase.slice(0, 100);
    if (!term || !this.firstToday(visitor, term)) return;
    this.pending.set(term, (this.pending.get(term) ?? 0) + 1);
    if (this.pending.size >= FLUSH_SIZE) void this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), FLUSH_MS);
      this.timer.unref();
    }
  }

  private firstToday(visitor: string, term: string): boolean {
    const key = createHash('sha256').update(visitor).update('\u0000').update(term).digest('base64url').slice(0, 22);
    const now = this.now();
    const seen = this.recent.get(key);
    if (seen !== undefined && now - seen < REPEAT_WINDOW_MS) return false;
    this.recent.delete(key);
    this.recent.set(key, now);
    if (this.recent.size > REPEAT_MEMORY) {
      const oldest = this.recent.keys().next().value;
      if (oldest !== undefined) this.recent.delete(oldest);
    }
    return true;
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
