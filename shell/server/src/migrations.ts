import path from 'node:path';
import type { MigrationSource } from './db/migrate';
import type { Slice } from './platform/slice-types';

export const PLATFORM_MIGRATIONS: MigrationSource = {
  slice: 'platform',
  dir: path.resolve(__dirname, '../migrations'),
};

/** The platform's tables first, then each slice's, in the slices' order. */
export function migrationSources(slices: readonly Slice[]): MigrationSource[] {
  return [PLATFORM_MIGRATIONS, ...slices.map((s) => ({ slice: s.name, dir: s.migrationsDir }))];
}
