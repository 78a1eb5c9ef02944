import { LOOPBACK_HOSTS } from '../config/env';

/**
 * What `npm start` adds to the environment so that it is the demo (`npm ci && npm start`): production
 * mode, a generated secret kept in DATA_DIR, the demo catalogue on an empty database with the site's own
 * popups switched on, and, on a
 * loopback-only site without real mail (SMTP_URL), the readable mail outbox so registration and reset
 * mails can be followed. Each is named rather than implied by the mode, and a variable already set wins.
 */
export function demoSettings(env: NodeJS.ProcessEnv): Record<string, string> {
  const loopback = LOOPBACK_HOSTS.includes(env.HOST ?? 'localhost');
  const wanted: Record<string, string> = {
    NODE_ENV: 'production',
    SESSION_SECRET_GENERATE: 'on',
    SEED_DEMO: 'on',
    // mf-popups seeds the site's own popups (welcome, exit intent, scroll, ad-block notice) enabled.
    POPUPS_SITE_DEMO: 'on',
    ...(loopback && !env.SMTP_URL ? { AUTH_DEV_OUTBOX: 'on' } : {}),
  };
  return Object.fromEntries(Object.entries(wanted).filter(([name]) => env[name] === undefined));
}
