import { z } from 'zod';

/**
 * An on/off switch. Only the listed words count, so a typo (`AUTH_DEV_OUTBOX=ture`) stops the server
 * with a message instead of silently meaning off.
 */
const onOff = z
  .enum(['on', 'off', 'true', 'false', '1', '0'])
  .transform((value) => ['on', 'true', '1'].includes(value));

/**
 * mf-auth's settings from the environment, parsed by the shell at start with every other slice's. Each
 * `.describe()` is the setting's meaning in docs/settings.md (`npm run settings:doc`).
 */
export const authSettingsSchema = z.object({
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')
    .optional()
    .describe('outgoing account mail (registration, password reset); unset: into the development outbox')
    .meta({ examples: ['smtps://user:password@mail.example:465'] }),
  MAIL_FROM: z.string().min(3).optional().describe('sender of account mail; unset: `no-reply@<SITE_URL host>`'),
  // Refused at start unless the site listens on loopback only (checkDevAids).
  AUTH_DEV_OUTBOX: onOff
    .prefault('off')
    .describe(
      'serve the development outbox at `/dev/outbox` (the demo and the e2e journeys read mailed links there); the server refuses to start with it unless HOST is loopback; `npm start` sets it on loopback without SMTP_URL',
    ),
  AUTH_CAPTCHA_TEST_ANSWER: z
    .string()
    .min(1)
    .max(64)
    .optional()
    .describe(
      'end-to-end tests only: an extra accepted captcha answer; the server refuses to start with it unless HOST is loopback',
    ),
  AUTH_MAIL_POLL_MS: z.coerce
    .number()
    .int()
    .min(10)
    .max(60_000)
    .default(1000)
    .describe('how often the mail worker looks for queued account mail, in milliseconds'),
  ADMIN_PASSWORD: z
    .string()
    .max(1024)
    .optional()
    .describe("`create-admin` only: a new admin's password, so it need not be typed or left in the shell's history"),
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
