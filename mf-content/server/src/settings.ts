import { z } from 'zod';

const perMinute = (name: string, fallback: number, meaning: string) =>
  z.coerce
    .number({ message: `${name} is a whole number of comments a minute` })
    .int(`${name} is a whole number of comments a minute`)
    .min(1, `${name} is at least 1`)
    .max(10_000, `${name} is at most 10000`)
    .default(fallback)
    .describe(meaning);

/**
 * mf-content's settings from the environment, parsed by the shell at start with every other slice's:
 * a bad value stops the server with the list of problems. Each `.describe()` is the setting's meaning in
 * docs/settings.md (`npm run settings:doc`).
 */
export const contentSettingsSchema = z
  .object({
    CONTENT_COMMENTS_PER_MINUTE: perMinute(
      'CONTENT_COMMENTS_PER_MINUTE',
      5,
      'comments one account (or visitor) may post a minute',
    ),
    CONTENT_COMMENTS_PER_MINUTE_PER_IP: perMinute(
      'CONTENT_COMMENTS_PER_MINUTE_PER_IP',
      20,
      'comments one IP address may post a minute, whoever is logged in (many people share an address)',
    ),
  })
  .transform((env): ContentSettings => ({
    commentsPerMinute: env.CONTENT_COMMENTS_PER_MINUTE,
    commentsPerMinutePerIp: env.CONTENT_COMMENTS_PER_MINUTE_PER_IP,
  }));

export type ContentSettings = { commentsPerMinute: number; commentsPerMinutePerIp: number };
