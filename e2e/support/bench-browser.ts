/** What e2e/bench scripts share: Debian's Chromium launched as every browser budget measures it, and the exit code. */
import { chromium, type Browser } from '@playwright/test';

/** Chromium by `CHROMIUM_PATH` (Debian's by default), quiet: no GPU, QUIC, first-run or background requests. */
export const launchBenchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
  });

/** Run a bench script's main: a budget missed (false) or an error exits 1, so `npm run bench` counts it. */
export function runBench(main: () => Promise<boolean>): void {
  main().then(
    (ok) => {
      if (!ok) process.exitCode = 1;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
