import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BenchContext } from '@site/shared-contracts/platform';

const BUDGET_KB = 25;

type BundleFile = { file: string; gzip: number; shared: string | null };
type BundleReport = { readBundle(dist: string): BundleFile[] };

/**
 * Issue 14: the mf-content remote's own JavaScript (every built file but shared singletons), gzipped, under
 * 25 KB. Counted by the same function as `npm run bundles`.
 */
async function benchRemoteSize(ctx: BenchContext): Promise<boolean> {
  const root = path.resolve(__dirname, '../../../..');
  const report = (await import(pathToFileURL(path.join(root, 'tools/bundles/bundle-report.mjs')).href)) as BundleReport;
  let own: BundleFile[];
  try {
    own = report.readBundle(path.join(root, 'mf-content/dist')).filter((f) => !f.shared);
  } catch {
    return ctx.budget({
      issue: '14',
      name: 'mf-content remote own JS',
      figure: 'no build',
      budget: `< ${BUDGET_KB} KB gzip`,
      ok: null,
    });
  }
  const kb = own.reduce((n, f) => n + f.gzip, 0) / 1024;
  console.log(
    `\nmf-content remote, own files gzipped: ${own.map((f) => `${f.file} ${(f.gzip / 1024).toFixed(1)} KB`).join(', ')}`,
  );
  return ctx.budget({
    issue: '14',
    name: 'mf-content remote own JS',
    figure: `${kb.toFixed(1)} KB gzip in ${own.length} files`,
    budget: `< ${BUDGET_KB} KB gzip`,
    ok: kb < BUDGET_KB,
  });
}

export const remoteSizeBenchmark = { name: 'mf-content remote size', run: benchRemoteSize };
