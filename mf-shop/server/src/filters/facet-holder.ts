import type { FacetIndex } from './facet-index';

/** The index a request gets: the one for its catalogue token, or the last good one while that is built. */
export type FacetLookup = { index: FacetIndex; stale: boolean } | null;

/** After a failed build, the next waits this long, doubling up to the cap (a failing database is not hammered). */
const RETRY_MS = 2_000;
const RETRY_CAP_MS = 60_000;

export type FacetHolderOptions = {
  load: () => Promise<FacetIndex>;
  onError?: (error: unknown) => void;
  /** Told of every index installed, with the milliseconds its build took. */
  onBuilt?: (index: FacetIndex, ms: number) => void;
  now?: () => number;
};

/**
 * One process's facet index for one database. At most one build runs at a time (single flight). After a
 * catalogue write the last good index keeps answering, marked stale, while the next is built; a request
 * waits for a build only when there is no index at all, and then only up to the time it is given. A
 * failed build is retried by a later request after a back-off, never by every request.
 */
export class FacetHolder {
  private current: FacetIndex | null = null;
  private building: Promise<void> | null = null;
  private failures = 0;
  private retryAt = 0;
  /** Bumped by drop(): a build that started before it must not install what it read. */
  private generation = 0;
  private readonly now: () => number;

  constructor(private readonly options: FacetHolderOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Whether a build is running (the bench and tests wait on it). */
  get busy(): boolean {
    return this.building !== null;
  }

  /**
   * The index for `token`. Without one for it, a build starts (or the running one is joined) and the request
   * waits for it up to `waitMs` when there is no index at all, or up to `staleWaitMs` when an older one can
   * answer: a small catalogue is rebuilt within that, so a write shows on the next page; a large one is not,
   * and the older index answers, marked stale.
   */
  async lookup(token: string, waitMs: number, staleWaitMs = 0): Promise<FacetLookup> {
    const held = this.current;
    if (held?.token === token) return { index: held, stale: false };
    const build = this.start();
    const wait = held ? staleWaitMs : waitMs;
    if (build && wait > 0) await withinMs(build, wait);
    const now = this.current as FacetIndex | null;
    return now ? { index: now, stale: now.token !== token } : null;
  }

  /** Start a build now (at start, before the first visitor asks) unless one runs or a failure is cooling down. */
  warm(): Promise<void> | null {
    return this.start();
  }

  /** Forget the index (a seed replaced the whole catalogue: the old one must not answer, even stale). */
  drop(): void {
    this.current = null;
    this.generation++;
  }

  private start(): Promise<void> | null {
    if (this.building) return this.building;
    if (this.now() < this.retryAt) return null;
    const generation = this.generation;
    const started = this.now();
    this.building = this.options
      .load()
      .then(
        (index) => {
          if (generation !== this.generation) return;
          this.current = index;
          this.options.onBuilt?.(index, this.now() - started);
          this.failures = 0;
          this.retryAt = 0;
        },
        (error: unknown) => {
          this.failures++;
          this.retryAt = this.now() + Math.min(RETRY_CAP_MS, RETRY_MS * 2 ** (this.failures - 1));
          (this.options.onError ?? defaultOnError)(error);
        },
      )
      .finally(() => {
        this.building = null;
      });
    return this.building;
  }
}

function defaultOnError(error: unknown): void {
  console.warn(
    `[mf-shop] the facet index could not be built: ${error instanceof Error ? error.message : String(error)}`,
  );
}

/** Wait for `work`, but no longer than `ms`. */
async function withinMs(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([work, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}
