import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';

type LockEntry = {
  version?: string;
  optionalDependencies?: Record<string, string>;
  engines?: { node?: string } | string[];
};
type Lock = { packages: Record<string, LockEntry> };

const ROOT = path.resolve(__dirname, '../..');

/**
 * `npm ci` (CI and the README's first command) refuses a lock that lacks any optional dependency a
 * locked package declares. `npm install` can write such a lock here; `npm run lock:stubs` mends it.
 */
describe('package-lock.json', () => {
  const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as Lock;

  it('has an entry for every optional dependency of every locked package', () => {
    const present = new Set(Object.keys(lock.packages).map((key) => key.split('node_modules/').pop()));
    const missing = Object.entries(lock.packages).flatMap(([key, entry]) =>
      Object.keys(entry.optionalDependencies ?? {})
        .filter((name) => !present.has(name))
        .map((name) => `${name} (wanted by ${key})`),
    );
    expect(missing).toEqual([]);
  });

  // package.json's engines is a promise: every Node it names runs every locked package. A dependency that
  // wants a newer Node (npm ci's EBADENGINE warning) is held back in package.json (docs/decisions.md).
  it('locks only packages whose engines accept every Node the root engines names', () => {
    const root = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as LockEntry).engines;
    const promised = Array.isArray(root) ? undefined : root?.node;
    expect(promised).toBeDefined();
    const narrower = Object.entries(lock.packages).flatMap(([key, entry]) => {
      const wanted = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      if (!key || !wanted || semver.subset(promised ?? '', wanted)) return [];
      return [`${key}@${entry.version ?? '?'} wants node ${wanted}`];
    });
    expect(narrower).toEqual([]);
  });
});
