import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { RemoteName } from '@site/shared-contracts/platform';
import { REPO_ROOT } from '../store/remote-builds';

export type ServedRemote = {
  /** The dev build's manifest, the URL a QA override points the page at. */
  manifestUrl: string;
  /** Milliseconds the first build took. */
  firstBuildMs: number;
  /** Stops the dev server and waits until its process has gone (the port is free); safe to call twice. */
  stop(): Promise<void>;
};

export type BuildReport = { ok: boolean; ms: number; firstError?: string };

type Line = { event: 'built'; ok: boolean; ms: number; errors: string[] } | { event: 'stopped' };

const FIRST_BUILD_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 8_000;

/** The origin the dev server is reached at: the site's own loopback name when it has one, else localhost. */
export function devOriginFor(siteOrigin: string, port: number, loopbackSite: boolean): string {
  const host = loopbackSite ? new URL(siteOrigin).hostname : 'localhost';
  return `http://${host}:${port}`;
}

/** Where a dev server at this origin serves the remote's manifest: what the QA override points the page at. */
export const manifestUrlOf = (origin: string) => `${origin}/mf-manifest.json`;

/**
 * rspack's dev server for one remote: tools/rspack/serve-remote.mjs (the shared preset's `remoteConfig({ dev })`)
 * in a child process under plain node (never tsx: docs/decisions.md), in this process group, its stdin held open
 * so it stops if this process dies. Resolves once the first build is served; later builds go to `onBuild`.
 */
export function serveRemote(options: {
  remote: RemoteName;
  projectDir: string;
  origin: string;
  siteOrigin: string;
  onBuild: (report: BuildReport) => void;
}): Promise<ServedRemote> {
  const script = path.join(REPO_ROOT, 'tools/rspack/serve-remote.mjs');
  const args = ['--remote', options.remote, '--project-dir', options.projectDir, '--origin', options.origin];
  const child = spawn(process.execPath, [script, ...args, '--site', options.siteOrigin, '--stop-when-stdin-closes'], {
    cwd: REPO_ROOT,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = once(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const kill = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(kill);
  });
  return new Promise<ServedRemote>((resolve, reject) => {
    const started = Date.now();
    let first = true;
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`${options.remote}'s first build did not finish within ${FIRST_BUILD_TIMEOUT_MS / 1000} s`));
    }, FIRST_BUILD_TIMEOUT_MS);
    void exited.then((code) => {
      clearTimeout(timer);
      if (first) reject(new Error(`${options.remote}'s dev server stopped before its first build (exit ${code})`));
    });
    createInterface({ input: child.stdout }).on('line', (text) => {
      const line = parse(text);
      if (line?.event !== 'built') return;
      const report = { ok: line.ok, ms: line.ms, ...(line.errors[0] ? { firstError: line.errors[0] } : {}) };
      if (!first) return options.onBuild(report);
      first = false;
      clearTimeout(timer);
      if (!report.ok) options.onBuild(report);
      resolve({ manifestUrl: manifestUrlOf(options.origin), firstBuildMs: Date.now() - started, stop });
    });
  });
}

function parse(text: string): Line | null {
  try {
    return JSON.parse(text) as Line;
  } catch {
    return null;
  }
}

function once(run: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  return () => (running ??= run());
}
