// What `npm run bench` offers every slice's benchmarks (implemented by shell/server/src/cli/bench-kit.ts).
import type { Sql } from './sql';

/** What `npm run bench` gives a slice's benchmark: the running site, seeded at scale on 127.0.0.1. */
export type BenchContext = {
  db: Sql;
  /** Products the bench seeded (issue 29's budgets are set at 1 000 000). */
  products: number;
  /** http://127.0.0.1:<port> of the site as `npm start` serves it. */
  baseUrl: string;
  /** Seconds per measured load run. */
  seconds: number;
  /** Start another instance of the site on the same database with extra settings (e.g. a cache off). */
  startSite(env: Readonly<Record<string, string>>): Promise<string>;
  /** A browser's visitor cookie and its CSRF token, for benchmarks that post. */
  visitorHeaders(baseUrl: string): Promise<Record<string, string>>;
  /** Warm latency of pages under 10 connections, `seconds` each, printed as one table. */
  measurePages(title: string, paths: readonly string[]): Promise<readonly PageFigures[]>;
  /**
   * One load run in a child process (never in the bench's process, where the site runs), bounded by
   * `seconds`: a closed loop by autocannon; with `rate`, an open loop that sends that many requests a second
   * evenly spaced on at most `connections` sockets, each timed from when it was due.
   */
  load(options: LoadOptions): Promise<LoadFigures>;
  /**
   * A closed-loop page load in a child process that keeps every answer's time and status, for percentiles a
   * load tool does not report (autocannon prints no p95). The paths are asked in turn, `connections` at once.
   */
  pageTimes(options: PageTimesOptions): Promise<readonly PageTime[]>;
  /** Print a budget's verdict and keep it for the bench's closing summary; returns whether it was met. */
  budget(line: BudgetLine): boolean;
  /**
   * A remote's own JavaScript (every built file but the shared singletons), gzipped, counted as
   * `npm run bundles` counts it, printed per file and judged against `budgetKb`.
   */
  remoteOwnJs(input: { remote: string; issue: string; budgetKb: number }): Promise<boolean>;
};

export type PageTimesOptions = { baseUrl: string; paths: readonly string[]; connections: number; seconds: number };
/** One answer of BenchContext.pageTimes: milliseconds from asking to the whole body, and the status (0: none). */
export type PageTime = { ms: number; status: number };

/** One budget: its figure as printed, the bound as printed, and whether it was met (null: not measured). */
export type BudgetLine = { issue: string; name: string; figure: string; budget: string; ok: boolean | null };

export type LoadOptions = {
  url: string;
  /** Paths asked in turn on the url's origin (instead of the url's own path), for loads over many terms. */
  paths?: readonly string[];
  connections: number;
  seconds: number;
  rate?: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
};

/** A load run's figures; latencies in milliseconds, `rate` the achieved requests per second. */
/**
 * A load run's figures in milliseconds. `p95` is exact, the nearest rank of every answer's time (autocannon reports
 * fixed percentiles without a 95th, and the one of its histogram it does report are rounded); null when the load
 * generator gives no per-answer times (wrk).
 */
export type LoadFigures = {
  requests: number;
  rate: number;
  p50: number;
  p95: number | null;
  p99: number;
  non2xx: number;
  errors: number;
};

/** One page's figures from BenchContext.measurePages (milliseconds). */
export type PageFigures = {
  path: string;
  requests: number;
  p50: number;
  p95: number | null;
  p99: number;
  errors: number;
};

/** One budgeted measurement; it prints its figures and says whether every budget was met. */
export type SliceBenchmark = {
  name: string;
  /**
   * Part of the catalogue-at-scale section (`npm run bench -- --only scale` runs that section alone): then
   * `ctx.baseUrl` is the site as `npm start` serves it with PAGE_CACHE, SEARCH_RESPONSE_CACHE and
   * SEARCH_REQUESTS_PER_10S off, in a process of its own whose memory the section reports.
   */
  scale?: boolean;
  run(ctx: BenchContext): Promise<boolean>;
};
