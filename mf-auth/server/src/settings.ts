import { z } from 'zod';

/**
 * An on/off switch. Only the listed words count, so a typo (`AUTH_DEV_OUTBOX=ture`) stops the server
 * with a message instead of silently meaning off.
 */
const onOff = z
  .enum(['on', 'off', 'true', 'false', '1', '0'])
  .transform((value) => ['on', 'true', '1'].includes(value));

/** mf-auth's settings from the environment, parsed by the shell at start with every other slice's. */
export const authSettingsSchema = z.object({
  /** Outgoing mail (registration, password reset); without it mail goes to the development outbox (auth.dev_outbox). */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')
    .optional(),
  /** Sender of account mail; defaults to no-reply@<SITE_URL host>. */
  MAIL_FROM: z.string().min(3).optional(),
  /**
   * Serve the local outbox at /dev/outbox (the demo and the e2e journeys read mailed links there). Off
   * by default; the server refuses to start with it on unless it listens on loopback only.
   */
  AUTH_DEV_OUTBOX: onOff.default(false),
  /**
   * Playwright only: an extra accepted captcha answer. Like the outbox, the server refuses to start
   * with it unless it listens on loopback only; NODE_ENV plays no part.
   */
  AUTH_CAPTCHA_TEST_ANSWER: z.string().min(1).max(64).optional(),
  /** How often the mail worker looks for queued mail, in milliseconds. */
  AUTH_MAIL_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  /** `create-admin` only: the new admin's password, so it need not be typed or left in the shell's history. */
  ADMIN_PASSWORD: z.string().max(1024).optional(),
});

export type AuthSettings = z.infer<typeof authSettingsSchema>;

/**
 * The development aids a site may switch on only when nobody but this machine can reach it. A refusal
 * is an Error whose message names the setting and the way out; the shell stops with it at start.
 */
export function checkDevAids(settings: AuthSettings, loopbackOnly: boolean): void {
  if (loopbackOnly) return;
  const asked = [
    settings.AUTH_DEV_OUTBOX && 'AUTH_DEV_OUTBOX (the readable mail outbox)',
    settings.AUTH_CAPTCHA_TEST_ANSWER !== undefined && 'AUTH_CAPTCHA_TEST_ANSWER (a captcha answer that always passes)',
  ].filter((item): item is string => typeof item === 'string');
  if (asked.length === 0) return;
  throw new Error(
    `mf-auth: ${asked.join(' and ')} may only be set on a site that listens on loopback only (HOST localhost, 127.0.0.1 or ::1); unset ${asked.length > 1 ? 'them' : 'it'} or listen on loopback.`,
  );
}
