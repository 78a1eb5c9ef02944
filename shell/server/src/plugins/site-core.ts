import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { SiteConfig, Sql } from '@site/shared-contracts/platform';
import type { ServerConfig } from '../config/env';
import { buildSiteConfig } from '../config/site-config';
import type { CacheFront } from '../page-cache/cache-front';
import type { RunningSlice, Slice } from '../platform/slice-types';
import { startSlices } from '../platform/start-slices';
import { loopbackSite } from '../releases/dev-origins';

/** What every platform plugin reads: the settings, the database, the slices with their services. */
export type SiteCore = {
  config: ServerConfig;
  db: Sql;
  site: SiteConfig;
  slices: readonly RunningSlice[];
  secret: string;
  https: boolean;
  siteOrigin: string;
  /** A site on loopback lets a QA override load a dev build from any loopback origin (releases/dev-origins.ts). */
  loopbackDev: boolean;
  /** The page cache's front, once made: the server factory and the drain reach it through this. */
  front: { current: CacheFront | null };
};

declare module 'fastify' {
  // Fastify's instance type is extended by declaration merging, which needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    siteCore: SiteCore;
  }
}

export type SiteCoreOptions = {
  config: ServerConfig;
  db: Sql;
  slices: readonly Slice[];
  secret: string;
  front: SiteCore['front'];
  onSlicesStarted?: (slices: readonly RunningSlice[]) => void;
};

/** The settings every slice parsed, and each slice's services, made once before anything reads them. */
async function siteCore(app: FastifyInstance, options: SiteCoreOptions): Promise<void> {
  const { config, db } = options;
  const site = buildSiteConfig(config);
  const unparsed = options.slices.filter((slice) => slice.settings && !config.sliceSettings.has(slice.name));
  if (unparsed.length > 0) {
    throw new Error(`config has no settings for ${unparsed.map((s) => s.name).join(', ')}: parseConfig(env, slices)`);
  }
  const slices = await startSlices(options.slices, { db, site, settingsOf: (name) => config.sliceSettings.get(name) });
  options.onSlicesStarted?.(slices);
  app.decorate('siteCore', {
    config,
    db,
    site,
    slices,
    secret: options.secret,
    https: config.siteUrl.startsWith('https://'),
    siteOrigin: new URL(config.siteUrl).origin,
    loopbackDev: loopbackSite(config),
    front: options.front,
  });
}

export const siteCorePlugin = fp(siteCore, { name: 'site-core' });
