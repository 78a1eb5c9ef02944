import type { SeedProgress } from '@site/shared-contracts/platform';

/** A one-line progress display on a terminal; plain lines (at most every 10 %) in CI logs. */
export function createProgress(stream: NodeJS.WriteStream = process.stdout): SeedProgress & { done(): void } {
  const tty = Boolean(stream.isTTY);
  const lastDecile = new Map<string, number>();
  const report = (step: string, done: number, total: number) => {
    const percent = total > 0 ? Math.min(100, Math.round((done / total) * 100)) : 100;
    if (tty) {
      const width = 24;
      const filled = Math.round((percent / 100) * width);
      stream.write(
        `\r  ${step.padEnd(28)} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${String(percent).padStart(3)}% ${done}/${total}   `,
      );
      if (done >= total) stream.write('\n');
      return;
    }
    const decile = Math.floor(percent / 10);
    if (lastDecile.get(step) === decile && done < total) return;
    lastDecile.set(step, decile);
    stream.write(`  ${step}: ${percent}% (${done}/${total})\n`);
  };
  return Object.assign(report, { done: () => undefined });
}
