import type { SeedOptions, SeedProgress, Sql } from '@site/shared-contracts/platform';
import type { SliceSettings } from './config/env';
import type { ClosableSql } from './db/pglite-driver';
import { migrate } from './db/migrate';
import { migrationSources } from './migrations';
import type { Slice } from './platform/slice-types';

export const DEFAULT_SEED: SeedOptions = { products: 3000, posts: 300, offers: 200, users: 50 };

export async function hasSeed(db: Sql): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM platform.seed_runs');
  return (rows[0]?.n ?? 0) > 0;
}

/** The catalogue the database holds: what the last seed was asked for and when it ran; null when none ran. */
export async function lastSeed(db: Sql): Promise<{ options: SeedOptions; seededAt: Date } | null> {
  const { rows } = await db.query<{ options: SeedOptions; seeded_at: Date | string }>(
    'SELECT options, seeded_at FROM platform.seed_runs ORDER BY id DESC LIMIT 1',
  );
  const row = rows[0];
  return row ? { options: row.options, seededAt: new Date(row.seeded_at) } : null;
}

/**
 * Replace the demo catalogue: each slice's schema is recreated from its migrations, seeded, and then
 * mf-search indexes what the catalogue slices publish. The remote registry (platform) is kept. Each slice's
 * seed gets its parsed settings (`config.sliceSettings`); without them, its defaults.
 */
export async function runSeed(
  platformDb: ClosableSql,
  slices: readonly Slice[],
  options: SeedOptions,
  progress: SeedProgress,
  settings: SliceSettings = new Map(),
): Promise<number> {
  // Bulk inserts and the index build run longer than any page query may: off the request time-outs.
  return platformDb.batch((db) => seedAll(db, slices, options, progress, settings));
}

async function seedAll(
  db: Sql,
  slices: readonly Slice[],
  options: SeedOptions,
  progress: SeedProgress,
  settings: SliceSettings,
): Promise<number> {
  const started = performance.now();
  for (const slice of slices) {
    await db.exec(`DROP SCHEMA IF EXISTS ${quoteIdent(slice.schema)} CASCADE`);
    await db.query('DELETE FROM platform.migrations WHERE slice = $1', [slice.name]);
  }
  await migrate(db, migrationSources(slices));
  for (const slice of slices) {
    if (slice.seed) await slice.seed(db, options, progress, settings.get(slice.name));
  }
  const indexer = slices.find((s) => s.indexDocuments);
  if (indexer?.indexDocuments) {
    const terms = (await Promise.all(slices.map((s) => (s.searchTerms ? s.searchTerms(db) : [])))).flat();
    await indexer.indexDocuments(db, documentsOf(db, slices), terms, progress);
  }
  // Fresh planner statistics: without them the first queries on a bulk-loaded table plan badly.
  await db.exec('ANALYZE');
  const seconds = (performance.now() - started) / 1000;
  await db.query('INSERT INTO platform.seed_runs (options, seconds) VALUES ($1, $2)', [
    JSON.stringify(options),
    seconds.toFixed(2),
  ]);
  return seconds;
}

async function* documentsOf(db: Sql, slices: readonly Slice[]) {
  for (const slice of slices) {
    if (slice.searchDocuments) yield* slice.searchDocuments(db);
  }
}

function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`invalid schema name ${name}`);
  return `"${name}"`;
}
