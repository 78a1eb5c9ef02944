import { z } from 'zod';

const portSchema = z.coerce.number().int().min(0).max(65535);

/** Every setting the server reads from the environment, parsed once at start. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: portSchema.default(3000),
  HOST: z.string().min(1).default('localhost'),
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  SITE_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** HMAC key for CSRF tokens and signed cookies; generated and kept in DATA_DIR in development. */
  SESSION_SECRET: z.string().min(32).optional(),
  SITE_NAME: z.string().min(1).default('DealHub'),
});

export type Env = z.infer<typeof envSchema>;

export type ServerConfig = {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  siteUrl: string;
  logLevel: Env['LOG_LEVEL'];
  sessionSecret: string | undefined;
  siteName: string;
  remoteStoreDir: string;
};

/** Parse the environment; a bad value stops the server with a readable list, not a stack trace. */
export function parseConfig(source: NodeJS.ProcessEnv): ServerConfig {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = result.data;
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    siteUrl: (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    logLevel: env.LOG_LEVEL,
    sessionSecret: env.SESSION_SECRET,
    siteName: env.SITE_NAME,
    remoteStoreDir: `${env.DATA_DIR}/remotes`,
  };
}
