export type LoopWatch = { busy(): boolean; stop(): void };

const TICK_MS = 10;

/**
 * Whether the event loop is backed up right now: a timer ticks every 10 ms, and when the last tick is
 * more than `lagMs` late the loop has been running other callbacks all that time (requests queued in
 * the sockets, each waiting for its turn). On PGlite a query runs on the loop itself, so searches never
 * overlap and a concurrency cap alone never trips: ten connections of misspelled terms just queue the
 * health check behind ten searches. Checked when a search arrives, so a burst sheds its own tail.
 */
export function watchEventLoop(lagMs: number, now: () => number = () => performance.now()): LoopWatch {
  let lastTick = now();
  const timer = setInterval(() => {
    lastTick = now();
  }, TICK_MS);
  timer.unref();
  return { busy: () => now() - lastTick > TICK_MS + lagMs, stop: () => clearInterval(timer) };
}
