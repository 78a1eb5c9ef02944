import { z } from 'zod';

/** Where the registration captcha is fetched: a fresh challenge on every GET (never cached). */
export const CAPTCHA_PATH = '/api/auth/captcha';

/** Registration form fields that carry the captcha: the challenge token and the visitor's answer. */
export const CAPTCHA_TOKEN_FIELD = 'captcha_token';
export const CAPTCHA_ANSWER_FIELD = 'captcha_answer';

/**
 * The two kinds of challenge. A picture alone shuts out blind visitors (WCAG 1.1.1), so a text
 * question that a screen reader can read out is offered as an equal alternative.
 */
export const captchaKindSchema = z.enum(['picture', 'question']);
export type CaptchaKind = z.infer<typeof captchaKindSchema>;

/** GET /api/auth/captcha query: `kind` is optional and defaults to the picture, as before. */
export const captchaQuerySchema = z.object({ kind: captchaKindSchema.default('picture') });
export type CaptchaQuery = z.infer<typeof captchaQuerySchema>;

const captchaToken = z.string().min(16).max(128);

/**
 * GET /api/auth/captcha answer: an opaque single-use token and the challenge, either an SVG data URL
 * or a question in plain text. The server keeps only a hash of the answer, so the token reveals nothing.
 */
export const captchaResponseSchema = z.discriminatedUnion('kind', [
  z.object({
    token: captchaToken,
    kind: z.literal('picture'),
    image: z.string().startsWith('data:image/svg+xml;base64,'),
  }),
  z.object({ token: captchaToken, kind: z.literal('question'), question: z.string().min(1).max(200) }),
]);
export type CaptchaResponse = z.infer<typeof captchaResponseSchema>;
