import { z } from 'zod';

/** mf-auth's settings from the environment, parsed by the shell at start with every other slice's. */
export const authSettingsSchema = z.object({
  /** Outgoing mail (registration, password reset); without it mail goes to DATA_DIR/outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')
    .optional(),
  /** Sender of account mail; defaults to no-reply@<SITE_URL host>. */
  MAIL_FROM: z.string().min(3).optional(),
  /** Playwright only: an extra accepted captcha answer; ignored when NODE_ENV is production. */
  AUTH_CAPTCHA_TEST_ANSWER: z.string().min(1).max(64).optional(),
  /** `create-admin` only: the new admin's password, so it need not be typed or left in the shell's history. */
  ADMIN_PASSWORD: z.string().max(1024).optional(),
});

export type AuthSettings = z.infer<typeof authSettingsSchema>;
