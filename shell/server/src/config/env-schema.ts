import { z } from 'zod';
import { trustProxySchema } from './trust-proxy';

const portSchema = z.coerce.number().int().min(0).max(65535);

/**
 * Every setting the server reads from the environment, parsed once at start. Each `.describe()` is the setting's
 * meaning in docs/settings.md (`npm run settings:doc` writes it from this schema and each slice's).
 */
export const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'])
    .default('development')
    .describe(
      "`production` keeps a release manager's active versions at start; `development` activates each remote's current build (`npm run dev` is development with rebuilds on change)",
    ),
  PORT: portSchema.default(3000).describe('HTTP port'),
  HOST: z
    .string()
    .min(1)
    .default('localhost')
    .describe(
      'interface to listen on (`0.0.0.0` in a container); only a loopback one (`localhost`, `127.0.0.1`, `::1`) allows the development aids',
    ),
  DATA_DIR: z
    .string()
    .min(1)
    .default('.data')
    .describe("PGlite's data (one process at a time), the local remote store and the generated secret"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional()
    .describe('a PostgreSQL server to use instead of PGlite in DATA_DIR')
    .meta({ examples: ['postgres://user:password@db.example:5432/site'] }),
  SITE_URL: z
    .url()
    .optional()
    .describe(
      'public origin: absolute links, the CSRF origin check, Secure cookies when https; unset: `http://localhost:$PORT`',
    ),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// or rediss:// URL')
    .optional()
    .describe(
      'shared fast state (rate limits, cross-process signals) for several processes or machines; needs SESSION_SECRET',
    )
    .meta({ examples: ['redis://127.0.0.1:6379/0'] }),
  REDIS_PREFIX: z
    .string()
    .min(1)
    .default('dealhub:')
    .describe('prefix of every Redis key and channel, so several sites (or test runs) can share one Redis'),
  WEB_CONCURRENCY: z.coerce
    .number()
    .int()
    .min(1)
    .max(64)
    .default(1)
    .describe('worker processes on this machine (node:cluster, one port); more than one needs DATABASE_URL'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info')
    .describe('pino level of the JSON logs'),
  SESSION_SECRET: z
    .string()
    .min(32)
    .optional()
    .describe(
      'HMAC key for CSRF tokens and signed cookies, the same on every process and machine; unset: `DATA_DIR/secret`, made only when SESSION_SECRET_GENERATE is on',
    ),
  SESSION_SECRET_GENERATE: z
    .enum(['on', 'off'])
    .default('off')
    .describe('without SESSION_SECRET: generate one and keep it in `DATA_DIR/secret`'),
  SEED_DEMO: z
    .enum(['on', 'off'])
    .default('off')
    .describe('seed the demo catalogue when `npm start` finds an empty database'),
  SITE_NAME: z.string().min(1).default('DealHub').describe('shown in the header and titles'),
  // UTC by default, as in WordPress (the spec's dates and wording are WooCommerce's): a demo's dates then mean the
  // same on every machine, with no daylight saving shift.
  SITE_TIME_ZONE: z
    .string()
    .default('UTC')
    .transform((value, ctx) => {
      try {
        return new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone;
      } catch {
        ctx.addIssue({ code: 'custom', message: `'${value}' is not an IANA time zone like Europe/London` });
        return z.NEVER;
      }
    })
    .describe("the site's IANA time zone: a coupon's expiry date ends at midnight there")
    .meta({ examples: ['Europe/London'] }),
  TRUST_PROXY: trustProxySchema
    .describe(
      'the reverse proxies whose X-Forwarded-For names the client (per-address rate limits count it): their addresses or ranges, `loopback` for an nginx on the same machine, or how many there are; `off`: the connecting address (docs/deploying.md)',
    )
    .meta({ examples: ['loopback', '10.0.0.5,10.0.1.0/24', '1'] }),
  SITE_DIRECTION: z
    .enum(['ltr', 'rtl'])
    .default('ltr')
    .describe('the page\'s writing direction: `rtl` sets `dir="rtl"` and mirrors the layout (spec 2.4)'),
  SITE_MENU_BACK_LABEL: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .default('Back')
    .describe("the off-canvas menu's 'back' entry in each submenu (spec 2.4: a localised label)"),
  PAGE_CACHE: z
    .enum(['on', 'off'])
    .default('on')
    .describe('the shared page cache for anonymous visitors (`off` measures the uncached path)'),
  PGLITE_THREAD: z
    .enum(['main', 'worker'])
    .default('worker')
    .describe(
      'where the server runs PGlite: `worker`, its own thread (twice the uncached searches and pages at once), or `main`, the render thread (a little less memory); docs/decisions.md, "PGlite thread"',
    ),
  REMOTE_ORIGINS: z
    .string()
    .default('')
    .transform((value, ctx) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
        .map((item) => {
          try {
            return new URL(item).origin;
          } catch {
            ctx.addIssue({ code: 'custom', message: `'${item}' is not an origin like https://cdn.example.com` });
            return z.NEVER;
          }
        }),
    )
    .describe(
      "extra origins allowed to serve remote files (a CDN, a team's dev server for QA overrides), comma-separated",
    )
    .meta({ examples: ['https://cdn.example.com,http://localhost:3101'] }),
});
