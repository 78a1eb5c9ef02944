// Test helper (not shipped code): `WEB_CONCURRENCY=N` as npm start runs it (cluster.ts's primary), over
// serve-for-test's workers, so the rolling-restart suite needs no build, seed or remotes of npm start.
import cluster from 'node:cluster';
import { runPrimary } from '../../cli/cluster';

if (cluster.isPrimary) {
  runPrimary({ workers: Number(process.env.WEB_CONCURRENCY ?? 2), log: (line) => console.log(line) });
} else {
  void import('./serve-for-test');
}
