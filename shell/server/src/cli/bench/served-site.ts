import { rmSync } from 'node:fs';
import { npmStartNodeFlags, startCluster } from './cluster-process';
import { freePort } from './nginx';
import type { RunningSite } from './site';

/**
 * The site as `npm start` serves it (a child process with its Node flags, PGlite on a copy of the seeded data dir,
 * on a free loopback port), for the figures a deployment would see. The bench's own process holds a second site,
 * its memory probe and what its earlier steps left on its heap: a cached page there ran 14% slower than under `npm start`
 * (8 alternating rounds, docs/benchmarks.md). `dataDir`: a copy of the seeded one, made before anything opened
 * it (PGlite holds a data dir for one process); removed when the site is closed.
 */
export async function startServedSite(dataDir: string, env: Record<string, string | undefined>): Promise<RunningSite> {
  const port = await freePort();
  try {
    const cluster = await startCluster(
      1,
      { ...env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' },
      npmStartNodeFlags(),
    );
    return {
      baseUrl: `http://127.0.0.1:${port}`,
      close: async () => {
        await cluster.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
