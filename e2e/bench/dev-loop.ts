/**
 * Issue 31: a team's save shows on the next reload. `npm run dev` in a copy of the workspace (never the checkout),
 * then in Chromium, for the shell's client and each remote, 10 saves in turn of one source file, each followed by
 * reloads until the page runs the saved code: the shell's page loader sets the marker the save added (read in the
 * page), a remote's page names a version whose island chunk carries it (fetched by the page, from the URL and
 * hash it would load). From the save to the end of that reload: p95 <= 3 s over the 60 saves. Then 3 saves of a
 * server file: from the save to the restarted server answering, each <= 5 s (reported). Bounded; stops itself.
 * Usage: npx tsx bench/dev-loop.ts (started by `npm run bench`; needs nothing running).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { PAGE_DATA_ELEMENT_ID } from '@site/shared-contracts/platform';
import { reportBudget } from '../support/bench-report';
import { npmRun } from '../support/npm-run';
import { copyWorkspace } from '../support/workspace-copy';
import { launchBenchBrowser } from '../support/bench-browser';

const SAVES = 10;
const VISIBLE_BUDGET_MS = 3_000;
const RESTART_BUDGET_MS = 5_000;
const WAIT_MS = 30_000;
// One island module per remote: what a team edits, and the chunk that carries it.
const REMOTES = [
  ['mf-search', 'search-box'],
  ['mf-auth', 'auth-dialogs'],
  ['mf-popups', 'popup-host'],
  ['mf-shop', 'side-cart'],
  ['mf-content', 'loop-filter'],
] as const;

type Client = {
  name: string;
  file: string;
  line: (marker: string) => string;
  runs: (page: Page, marker: string) => Promise<boolean>;
};

const shellClient: Client = {
  name: 'shell',
  file: 'shell/client/src/main.ts',
  line: (marker) => `(globalThis as Record<string, unknown>).devEditMarker = '${marker}';`,
  runs: async (page, marker) =>
    (await page.evaluate(() => (window as unknown as Record<string, unknown>).devEditMarker)) === marker,
};

const remoteClient = ([remote, island]: (typeof REMOTES)[number]): Client => ({
  name: remote,
  file: `${remote}/client/src/islands/${island}.ts`,
  line: (marker) => `export const devEditMarker = '${marker}';`,
  runs: (page, marker) =>
    page.evaluate(
      async ({ id, remote, chunk, marker }) => {
        const data = JSON.parse(document.getElementById(id)?.textContent ?? '{}') as {
          snapshot?: { remotes: { name: string; manifestUrl: string; integrity?: Record<string, string> }[] };
        };
        const entry = data.snapshot?.remotes.find((r) => r.name === remote);
        const file = Object.keys(entry?.integrity ?? {}).find((name) => name.startsWith(chunk));
        if (!entry || !file) return false;
        const text = await (await fetch(new URL(file, new URL(entry.manifestUrl, location.href)))).text();
        return text.includes(marker);
      },
      { id: PAGE_DATA_ELEMENT_ID, remote, chunk: `__federation_expose_${island.replace(/-/g, '_')}.`, marker },
    ),
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

/** Save, then reload until the page runs the save: the time from the save to the end of that reload. */
async function saveToVisible(page: Page, site: string, root: string, client: Client, original: string, i: number) {
  const marker = `dev-edit-${client.name}-${i}-${Date.now()}`;
  const started = performance.now();
  writeFileSync(path.join(root, client.file), `${original}\n${client.line(marker)}\n`);
  while (performance.now() - started < WAIT_MS) {
    // A reload that fails (the server between two states) is one more try; a person reloads now and then, not in a
    // busy loop that would take the two cores from the build it waits for.
    const loaded = await page.goto(`${site}/`, { waitUntil: 'load' }).catch(() => null);
    if (loaded?.ok() && (await client.runs(page, marker).catch(() => false))) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Infinity;
}

async function main(): Promise<void> {
  const copy = copyWorkspace();
  const port = await freePort();
  const site = `http://127.0.0.1:${port}`;
  const env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    SITE_URL: site,
    DATA_DIR: path.join(copy.root, '.data'),
    SEED_DEMO: 'off',
    LOG_LEVEL: 'warn',
  };
  const dev = npmRun(copy.root, 'dev', [], env);
  const browser = await launchBenchBrowser();
  let ok: boolean;
  try {
    await dev.waitFor(/is running at/, 240_000);
    const page = await browser.newPage();
    const times: number[] = [];
    for (const client of [shellClient, ...REMOTES.map(remoteClient)]) {
      const file = path.join(copy.root, client.file);
      const original = readFileSync(file, 'utf8');
      const own: number[] = [];
      try {
        for (let i = 0; i < SAVES; i++) own.push(await saveToVisible(page, site, copy.root, client, original, i));
      } finally {
        writeFileSync(file, original);
      }
      console.log(
        `${client.name}: save -> visible on reload p50 ${percentile(own, 50).toFixed(0)} ms, max ${Math.max(...own).toFixed(0)} ms (${own.map((t) => t.toFixed(0)).join(' ')})`,
      );
      times.push(...own);
    }
    const p95 = percentile(times, 95);
    ok = reportBudget({
      issue: '31',
      name: `npm run dev: save -> visible on reload, ${times.length} saves (shell client and 5 remotes)`,
      figure: `p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms`,
      budget: `p95 <= ${VISIBLE_BUDGET_MS} ms`,
      ok: p95 <= VISIBLE_BUDGET_MS,
    });
    const serverFile = path.join(copy.root, 'shell/server/src/app.ts');
    const server = readFileSync(serverFile, 'utf8');
    const restarts: number[] = [];
    try {
      for (let i = 0; i < 3; i++) {
        const from = dev.output().length;
        const started = performance.now();
        writeFileSync(serverFile, `${server}\n// dev-loop save ${i}\n`);
        await dev.waitFor(/is running at/, WAIT_MS, from);
        await page.goto(`${site}/`, { waitUntil: 'load' });
        restarts.push(performance.now() - started);
      }
    } finally {
      writeFileSync(serverFile, server);
    }
    ok =
      reportBudget({
        issue: '31',
        name: 'npm run dev: server save -> restarted server answers a page',
        figure: restarts.map((t) => `${t.toFixed(0)} ms`).join(', '),
        budget: `each <= ${RESTART_BUDGET_MS} ms`,
        ok: restarts.every((t) => t <= RESTART_BUDGET_MS),
      }) && ok;
  } finally {
    await browser.close();
    await dev.stop();
    copy.remove();
  }
  process.exitCode = ok ? 0 : 1;
}

void main();
