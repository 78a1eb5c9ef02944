// `npm run dev` as a team runs it, in a copy of the workspace (its sources; node_modules linked): three saves of a
// remote's island each reach the running site without a restart; SIGTERM to the npm process stops every process
// `npm run dev` or `npm start` started, and frees the port.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../../../../tools/testing/test-db';
import { descendantsOf, freePort, isAlive, portIsFree, until } from './testing/processes';

jest.setTimeout(300_000);

const ISLAND = 'mf-shop/client/src/islands/cart-count.ts';

/** The workspace's files (tracked, and new ones not ignored) in a new folder, with the installed packages linked rather than copied. */
function copyWorkspace(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'site-dev-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  }).split('\0');
  for (const file of files.filter(Boolean)) cpSync(path.join(REPO_ROOT, file), path.join(root, file));
  for (const dir of ['node_modules', 'shell/node_modules'])
    symlinkSync(path.join(REPO_ROOT, dir), path.join(root, dir));
  return root;
}

/** The version of mf-shop the home page names, and the URL of its cart-count chunk. */
async function liveShop(site: string): Promise<{ version: string; chunk: string } | null> {
  const page = await (await fetch(`${site}/`)).text();
  const entry = /"name":"mf-shop","version":"([^"]+)","manifestUrl":"([^"]+)\/mf-manifest\.json"/.exec(page);
  const chunk = /"(__federation_expose_cart_count\.[0-9a-f]+\.js)"/.exec(page.slice(entry?.index ?? 0));
  return entry?.[1] && entry[2] && chunk?.[1] ? { version: entry[1], chunk: `${site}${entry[2]}/${chunk[1]}` } : null;
}

/** `npm run <script>` in the copy, in a group of its own as a terminal gives it (the test never signals itself). */
function npmRun(root: string, script: string, port: number) {
  const site = `http://127.0.0.1:${port}`;
  const child = spawn('npm', ['run', script], {
    cwd: root,
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: site,
      DATA_DIR: path.join(root, '.data'),
      SEED_DEMO: 'off',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const pid = child.pid as number;
  return {
    site,
    output: () => output,
    async started() {
      const up = async () => {
        if (child.exitCode !== null) throw new Error(`npm run ${script} stopped (${child.exitCode}):\n${output}`);
        return (await liveShop(site).catch(() => null)) !== null;
      };
      await until(`npm run ${script}`, up, 180_000, () => output);
    },
    /** SIGTERM to the npm process alone, as a process manager sends it: every process it started ends. */
    async terminate() {
      const processes = descendantsOf(pid);
      process.kill(pid, 'SIGTERM');
      await until(
        'every process gone',
        async () => processes.every((p) => !isAlive(p)),
        20_000,
        () => output,
      );
      expect(await portIsFree(port)).toBe(true);
      return processes;
    },
    kill() {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // stopped already, as it should be
      }
    },
  };
}

let root = '';
beforeAll(() => {
  root = copyWorkspace();
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

test('npm run dev publishes every save into the running site, and SIGTERM to npm stops all of it', async () => {
  const dev = npmRun(root, 'dev', await freePort());
  try {
    await dev.started();
    const source = path.join(root, ISLAND);
    const original = readFileSync(source, 'utf8');
    let previous = (await liveShop(dev.site))?.version;
    for (const edit of [1, 2, 3]) {
      const marker = `dev-test-edit-${edit}-${Date.now()}`;
      writeFileSync(source, `${original}\nexport const devTestMarker = '${marker}';\n`);
      let live: Awaited<ReturnType<typeof liveShop>> = null;
      const changed = async () => {
        live = await liveShop(dev.site);
        return Boolean(live && live.version !== previous);
      };
      await until(`edit ${edit} live`, changed, 30_000, dev.output);
      const current = live as unknown as { version: string; chunk: string };
      expect(await (await fetch(current.chunk)).text()).toContain(marker);
      previous = current.version;
    }
    expect(dev.output()).not.toMatch(/Restarting/);
    // npm, tsx and the runner, tsx watch and the server, and their esbuild services.
    expect((await dev.terminate()).length).toBeGreaterThanOrEqual(5);
  } finally {
    dev.kill();
  }
});

test('npm start: SIGTERM to the npm process stops the server', async () => {
  // The copy's builds are the dev run's: npm start publishes them and serves.
  const start = npmRun(root, 'start', await freePort());
  try {
    await start.started();
    expect((await start.terminate()).length).toBeGreaterThanOrEqual(3);
  } finally {
    start.kill();
  }
});
