/**
 * Resident memory of the bench process, which is the server (the site runs in it; load generators and
 * browsers run in children). Idle: after the seed, with the database reopened as `npm start` would open
 * it and a full GC when `--expose-gc` is on. Loaded: the peak sampled every 100 ms during the load runs.
 */
export type MemoryProbe = { idleMb(): Promise<number>; startLoaded(): void; stopLoaded(): number };

/** Where resident memory sits: the JS heap, and buffers outside it (PGlite's WebAssembly memory among them). */
export function memoryBreakdown(): string {
  const m = process.memoryUsage();
  return `JS heap ${mb(m.heapUsed).toFixed(0)} of ${mb(m.heapTotal).toFixed(0)} MB, external ${mb(m.external).toFixed(0)} MB (array buffers ${mb(m.arrayBuffers).toFixed(0)} MB)`;
}

const mb = (bytes: number) => bytes / 1024 / 1024;

export function memoryProbe(): MemoryProbe {
  let peak = 0;
  let timer: NodeJS.Timeout | undefined;
  return {
    async idleMb() {
      const gc = (globalThis as { gc?: () => void }).gc;
      for (let i = 0; i < 3; i++) {
        gc?.();
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      return mb(process.memoryUsage.rss());
    },
    startLoaded() {
      peak = Math.max(peak, process.memoryUsage.rss());
      timer ??= setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 100).unref();
    },
    stopLoaded() {
      clearInterval(timer);
      timer = undefined;
      return mb(peak);
    },
  };
}

export const gcExposed = () => typeof (globalThis as { gc?: unknown }).gc === 'function';
