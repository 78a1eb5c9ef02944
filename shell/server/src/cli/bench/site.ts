import type { ServerConfig } from '../../config/env';
import { parseConfig } from '../../config/env';
import { buildApp } from '../../app';
import type { ClosableSql } from '../../db/pglite-driver';
import { slices } from '../../slices';

export type RunningSite = { baseUrl: string; close(): Promise<void> };

/**
 * A site as `npm start` builds it (same slices, same secret) on a given database with extra settings
 * (e.g. PAGE_CACHE=off), listening on an ephemeral 127.0.0.1 port, in this process.
 */
export async function startSite(
  db: ClosableSql,
  config: ServerConfig,
  secret: string,
  env: Readonly<Record<string, string>> = {},
): Promise<RunningSite> {
  const settings = parseConfig({ ...process.env, ...env, DATA_DIR: config.dataDir, LOG_LEVEL: 'silent' }, slices);
  const app = await buildApp({ config: settings, db, slices, secret, logger: false });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  return { baseUrl, close: () => app.close() };
}
