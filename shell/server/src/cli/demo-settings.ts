import { LOOPBACK_HOSTS } from '../config/env';

/**
 * What `npm start` adds to the environment when it runs as the demo (`npm ci && npm start`: nothing
 * set, on loopback): the readable mail outbox, so the demo's registration and reset mails can be
 * followed. mf-auth keeps it off unless asked, so the demo asks explicitly; it never asks when the
 * site listens beyond loopback, runs in production, sends real mail (SMTP_URL) or the variable is set.
 */
export function demoSettings(env: NodeJS.ProcessEnv): Record<string, string> {
  const loopback = LOOPBACK_HOSTS.includes(env.HOST ?? 'localhost');
  const demo = loopback && env.NODE_ENV !== 'production' && !env.SMTP_URL;
  return demo && env.AUTH_DEV_OUTBOX === undefined ? { AUTH_DEV_OUTBOX: 'on' } : {};
}
