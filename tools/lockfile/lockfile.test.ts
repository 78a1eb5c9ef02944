import { readFileSync } from 'node:fs';
import path from 'node:path';

type Lock = { packages: Record<string, { version?: string; optionalDependencies?: Record<string, string> }> };

/**
 * `npm ci` (CI and the README's first command) refuses a lock that lacks any optional dependency a
 * locked package declares. `npm install` can write such a lock here; `npm run lock:stubs` mends it.
 */
describe('package-lock.json', () => {
  const lock = JSON.parse(readFileSync(path.resolve(__dirname, '../../package-lock.json'), 'utf8')) as Lock;

  it('has an entry for every optional dependency of every locked package', () => {
    const present = new Set(Object.keys(lock.packages).map((key) => key.split('node_modules/').pop()));
    const missing = Object.entries(lock.packages).flatMap(([key, entry]) =>
      Object.keys(entry.optionalDependencies ?? {})
        .filter((name) => !present.has(name))
        .map((name) => `${name} (wanted by ${key})`),
    );
    expect(missing).toEqual([]);
  });
});
