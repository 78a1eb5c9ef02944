// npm run lock:stubs [-- <lock file>] — keep package-lock.json acceptable to `npm ci`.
// The registry this project installs from lacks some platform binaries of the newest releases (no
// Nx 24 builds for macOS or Windows, for example). `npm install` then leaves those optional
// dependencies out of the lock and `npm ci` refuses it as out of sync. This adds an entry for each
// missing optional platform package (version, os, cpu, libc, optional), which npm skips on every
// other platform; on the platform itself npm fetches it by name and version like any package.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseCommand } from '../../shell/server/src/cli/args';
import { runCommand } from '../../shell/server/src/cli/run-command';

type LockEntry = {
  version?: string;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
};
type Lock = { packages: Record<string, LockEntry> };

const PLATFORM =
  /-(darwin|linux|win32|freebsd|android|openbsd|sunos|aix|netbsd)-(x64|arm64|arm|ia32|ppc64|s390x|riscv64|loong64|mips64el)(?:-(gnu|musl|gnueabihf|musleabihf|eabi|msvc))?$/;

export function platformOf(name: string): { os: string; cpu: string; libc: string | null } | null {
  const match = PLATFORM.exec(name);
  if (!match) return null;
  const [, os = '', cpu = '', abi] = match;
  const libc = os === 'linux' && abi ? (abi.startsWith('musl') ? 'musl' : 'glibc') : null;
  return { os, cpu, libc };
}

/** The optional dependencies some locked package declares that the lock has no entry for. */
export function missingOptionals(lock: Lock): { parent: string; name: string; version: string }[] {
  const present = new Set(Object.keys(lock.packages).map((key) => key.split('node_modules/').pop()));
  const missing = [];
  for (const [key, entry] of Object.entries(lock.packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      if (!present.has(name)) missing.push({ parent: key, name, version });
    }
  }
  return missing;
}

export function addStubs(lock: Lock): string[] {
  const added = [];
  for (const { name, version } of missingOptionals(lock)) {
    const platform = platformOf(name);
    if (!platform || !/^\d+\.\d+\.\d+/.test(version)) continue;
    const entry: LockEntry = { version, cpu: [platform.cpu], optional: true, os: [platform.os] };
    if (platform.libc) entry.libc = [platform.libc];
    lock.packages[`node_modules/${name}`] = entry;
    added.push(`${name}@${version}`);
  }
  const [root, ...rest] = Object.entries(lock.packages);
  lock.packages = Object.fromEntries([...(root ? [root] : []), ...rest.sort(([a], [b]) => a.localeCompare(b))]);
  return added;
}

runCommand(async () => {
  const parsed = parseCommand(process.argv.slice(2), {
    command: 'npm run lock:stubs --',
    positionals: ['[<lock file>]'],
    summary: `After npm install: adds an entry for each optional platform package the lock lacks, so npm ci accepts
it on every platform (docs/decisions.md, "Versions chosen for npm ci on this registry").`,
    flags: {},
    details: 'The lock file is package-lock.json in the current directory unless named.',
  });
  if (!parsed) return;
  const file = path.resolve(parsed.positionals[0] ?? 'package-lock.json');
  const lock = JSON.parse(readFileSync(file, 'utf8')) as Lock;
  const added = addStubs(lock);
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(added.length ? `added ${added.length} platform stubs:\n  ${added.join('\n  ')}` : 'lock is complete');
});
