import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './remote-builds';

/** The libraries every remote must share with the shell as singletons (one copy per page). */
export const SHARED_SINGLETONS = ['react', 'react-dom', 'rxjs', 'zustand', 'zod', 'single-spa-react'] as const;

export type PlatformVersions = {
  /** The shared-contracts version this server was built with. */
  contracts: string;
  /** The shell's own version of each shared singleton (its package.json pins them exactly). */
  singletons: Record<string, string>;
};

function readJson(file: string): Record<string, unknown> {
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

let cached: PlatformVersions | null = null;

export function platformVersions(): PlatformVersions {
  if (cached) return cached;
  const contracts = readJson(path.join(REPO_ROOT, 'shared-contracts/package.json')).version;
  const deps = (readJson(path.join(REPO_ROOT, 'shell/package.json')).dependencies ?? {}) as Record<string, string>;
  const singletons: Record<string, string> = {};
  for (const name of SHARED_SINGLETONS) {
    const pinned = deps[name];
    if (pinned) singletons[name] = pinned.replace(/^[\^~=]/, '');
  }
  cached = { contracts: String(contracts), singletons };
  return cached;
}
