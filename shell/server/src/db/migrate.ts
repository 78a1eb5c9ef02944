import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Sql } from '@site/shared-contracts/platform';

export type MigrationSource = { slice: string; dir: string };

const MIGRATION_FILE = /^(\d{3})-[a-z0-9-]+\.sql$/;

/** The ordered .sql files of one folder; a misnamed file is an error, not silently skipped. */
export function listMigrations(dir: string): string[] {
  const files = readdirSync(dir).filter((f) => f.endsWith('.sql'));
  for (const file of files) {
    if (!MIGRATION_FILE.test(file)) throw new Error(`Migration ${path.join(dir, file)} must be named NNN-name.sql`);
  }
  return files.sort();
}

/**
 * Apply each slice's pending migrations in order, each in its own transaction, recording it in
 * platform.migrations. Safe to run at every start and from several processes one after another.
 */
export async function migrate(db: Sql, sources: readonly MigrationSource[]): Promise<string[]> {
  await db.query(`CREATE SCHEMA IF NOT EXISTS platform`);
  await db.query(
    `CREATE TABLE IF NOT EXISTS platform.migrations (
       slice text NOT NULL, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now(),
       PRIMARY KEY (slice, name))`,
  );
  const applied: string[] = [];
  for (const source of sources) {
    const done = new Set(
      (
        await db.query<{ name: string }>('SELECT name FROM platform.migrations WHERE slice = $1', [source.slice])
      ).rows.map((r) => r.name),
    );
    for (const file of listMigrations(source.dir)) {
      if (done.has(file)) continue;
      const sql = readFileSync(path.join(source.dir, file), 'utf8');
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query('INSERT INTO platform.migrations (slice, name) VALUES ($1, $2)', [source.slice, file]);
      });
      applied.push(`${source.slice}/${file}`);
    }
  }
  return applied;
}
