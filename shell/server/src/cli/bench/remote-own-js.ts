import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from '../../store/remote-builds';
import { budget } from './budgets';

type BundleFile = { file: string; gzip: number; shared: string | null };
type BundleReport = { readBundle(dist: string): BundleFile[] };

/**
 * BenchContext.remoteOwnJs: a remote's own JavaScript (every built file but the shared singletons it can
 * provide, React and the like), gzipped, counted by the same function as `npm run bundles`.
 */
export async function remoteOwnJs(input: { remote: string; issue: string; budgetKb: number }): Promise<boolean> {
  const { remote, issue, budgetKb } = input;
  const line = { issue, name: `${remote} remote own JS`, budget: `< ${budgetKb} KB gzip` };
  const reportUrl = pathToFileURL(path.join(REPO_ROOT, 'tools/bundles/bundle-report.mjs')).href;
  const report = (await import(reportUrl)) as BundleReport;
  let own: BundleFile[];
  try {
    own = report.readBundle(path.join(REPO_ROOT, remote, 'dist')).filter((f) => !f.shared);
  } catch {
    return budget({ ...line, figure: 'no build', ok: null });
  }
  const kb = own.reduce((n, f) => n + f.gzip, 0) / 1024;
  const files = own.map((f) => `${f.file} ${(f.gzip / 1024).toFixed(1)} KB`).join(', ');
  console.log(`\n${remote} remote, own files gzipped: ${files}`);
  return budget({ ...line, figure: `${kb.toFixed(1)} KB gzip in ${own.length} files`, ok: kb < budgetKb });
}
