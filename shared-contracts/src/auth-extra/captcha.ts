import { z } from 'zod';

/** Where the registration captcha is fetched: a fresh challenge on every GET (never cached). */
export const CAPTCHA_PATH = '/api/auth/captcha';

/** Registration form fields that carry the captcha: the challenge token and the visitor's answer. */
export const CAPTCHA_TOKEN_FIELD = 'captcha_token';
export const CAPTCHA_ANSWER_FIELD = 'captcha_answer';

/**
 * GET /api/auth/captcha answer: an opaque single-use token and the challenge as an SVG data URL.
 * The server keeps only a hash of the answer, so the token alone reveals nothing.
 */
export const captchaResponseSchema = z.object({
  token: z.string().min(16).max(128),
  image: z.string().startsWith('data:image/svg+xml;base64,'),
});
export type CaptchaResponse = z.infer<typeof captchaResponseSchema>;
