import type { Sql } from '@site/shared-contracts/platform';

// Files the browser loads from a version's folder; build-info.json and mf-stats.json are never fetched.
const LOADED_FILE = /\.(m?js|css|json)$/;
const NOT_LOADED = new Set(['build-info.json', 'mf-stats.json']);
const MAX_CACHED_VERSIONS = 500;

/** Each version's integrity map (file -> SRI hash), cached for good: published versions are immutable. */
export function createIntegrityCache(db: Sql) {
  const integrityCache = new Map<string, Record<string, string> | null>();
  return async function integrityOf(remote: string, version: string): Promise<Record<string, string> | null> {
    const key = `${remote}@${version}`;
    if (integrityCache.has(key)) return integrityCache.get(key) ?? null;
    const { rows } = await db.query<{ files: { path: string; integrity: string }[] }>(
      'SELECT files FROM platform.remote_versions WHERE remote = $1 AND version = $2',
      [remote, version],
    );
    const files = rows[0]?.files;
    const map = files
      ? Object.fromEntries(
          files.filter((f) => LOADED_FILE.test(f.path) && !NOT_LOADED.has(f.path)).map((f) => [f.path, f.integrity]),
        )
      : null;
    if (integrityCache.size >= MAX_CACHED_VERSIONS) integrityCache.clear();
    // Only found versions are cached: an unknown one may be published a moment later.
    if (map) integrityCache.set(key, map);
    return map;
  };
}
