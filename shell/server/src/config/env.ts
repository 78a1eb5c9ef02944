import type { z } from 'zod';
import type { LayoutSettings } from '../layout/layout-settings';
import type { Slice } from '../platform/slice-types';
import { envSchema } from './env-schema';
import type { TrustProxy } from './trust-proxy';

/** HOST values that listen on the loopback interface only (nobody but this machine can connect). */
export const LOOPBACK_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '::1'];

export type Env = z.infer<typeof envSchema>;

export type ServerConfig = {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  redisPrefix: string;
  /** WEB_CONCURRENCY: worker processes on this machine. */
  workers: number;
  siteUrl: string;
  logLevel: Env['LOG_LEVEL'];
  sessionSecret: string | undefined;
  generateSecret: boolean;
  seedDemo: boolean;
  siteName: string;
  /** SITE_TIME_ZONE, canonical IANA name. */
  timeZone: string;
  /** SITE_DIRECTION and SITE_MENU_BACK_LABEL: what the shell's layout needs beyond the site config. */
  layout: LayoutSettings;
  remoteStoreDir: string;
  /** Origins allowed to serve remote files: the site's own first, then REMOTE_ORIGINS. */
  remoteOrigins: string[];
  /** HOST is a loopback interface: nobody but this machine can reach the site. */
  loopbackOnly: boolean;
  pageCache: boolean;
  /** PGLITE_THREAD: where the server runs the embedded database (commands and tests always run it on their own). */
  pgliteThread: 'main' | 'worker';
  /** Whose X-Forwarded-For gives `request.ip` (what per-address rate limits count). */
  trustProxy: TrustProxy;
  /** Each slice's parsed settings, handed to its plugin and commands. */
  sliceSettings: SliceSettings;
};

type Problem = { path: PropertyKey[]; message: string };

/** What each slice's own settings schema parsed, by slice name. */
export type SliceSettings = ReadonlyMap<string, unknown>;

/**
 * Parse the environment: the platform's settings and each slice's own (its `settings` schema). Every
 * problem of every part is collected, so a bad value stops the server with one readable list.
 */
export function parseConfig(
  source: NodeJS.ProcessEnv,
  slices: readonly Pick<Slice, 'name' | 'settings'>[] = [],
): ServerConfig {
  const result = envSchema.safeParse(source);
  const problems: string[] = result.success ? [] : result.error.issues.map(describe);
  const sliceSettings = new Map<string, unknown>();
  for (const slice of slices) {
    if (!slice.settings) continue;
    const parsed = slice.settings.safeParse(source);
    if (parsed.success) sliceSettings.set(slice.name, parsed.data);
    else problems.push(...parsed.error.issues.map((issue) => `${describe(issue)} (${slice.name})`));
  }
  if (!result.success || problems.length > 0) {
    throw new Error(`Invalid environment:\n${problems.map((line) => `  ${line}`).join('\n')}`);
  }
  const env = result.data;
  const scaleProblems = scaleRules(env);
  if (scaleProblems.length > 0) {
    throw new Error(`Invalid environment:\n${scaleProblems.map((line) => `  ${line}`).join('\n')}`);
  }
  const siteUrl = (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_PREFIX,
    workers: env.WEB_CONCURRENCY,
    siteUrl,
    logLevel: env.LOG_LEVEL,
    sessionSecret: env.SESSION_SECRET,
    generateSecret: env.SESSION_SECRET_GENERATE === 'on',
    seedDemo: env.SEED_DEMO === 'on',
    siteName: env.SITE_NAME,
    timeZone: env.SITE_TIME_ZONE,
    layout: { direction: env.SITE_DIRECTION, backLabel: env.SITE_MENU_BACK_LABEL },
    remoteStoreDir: `${env.DATA_DIR}/remotes`,
    remoteOrigins: [...new Set([new URL(siteUrl).origin, ...env.REMOTE_ORIGINS])],
    loopbackOnly: LOOPBACK_HOSTS.includes(env.HOST),
    pageCache: env.PAGE_CACHE === 'on',
    pgliteThread: env.PGLITE_THREAD,
    trustProxy: env.TRUST_PROXY,
    sliceSettings,
  };
}

/**
 * What running as more than one process needs. PGlite's files belong to one process, so several workers
 * need PostgreSQL; several processes (workers here, or machines sharing Redis) must sign cookies and CSRF
 * tokens with one key, which a secret generated per data dir is not.
 */
function scaleRules(env: Env): string[] {
  const problems: string[] = [];
  if (env.WEB_CONCURRENCY > 1 && !env.DATABASE_URL) {
    problems.push(
      `WEB_CONCURRENCY: ${env.WEB_CONCURRENCY} workers cannot share PGlite (its files belong to one process); set DATABASE_URL to a PostgreSQL server, or WEB_CONCURRENCY=1`,
    );
  }
  if ((env.WEB_CONCURRENCY > 1 || env.REDIS_URL) && !env.SESSION_SECRET) {
    problems.push(
      'SESSION_SECRET: required (32+ characters, the same on every process and machine) once the site runs as more than one process (WEB_CONCURRENCY > 1 or REDIS_URL set); a generated secret differs per data dir',
    );
  }
  return problems;
}

function describe(issue: Problem): string {
  return `${issue.path.map(String).join('.')}: ${issue.message}`;
}
