import * as z from 'zod/mini';

/** Where the registration captcha is fetched: a fresh challenge on every GET (never cached). */
export const CAPTCHA_PATH = '/api/auth/captcha';

/** Registration form fields that carry the captcha: the challenge token and the visitor's answer. */
export const CAPTCHA_TOKEN_FIELD = 'captcha_token';
export const CAPTCHA_ANSWER_FIELD = 'captcha_answer';

const captchaToken = z.string().check(z.minLength(16), z.maxLength(128));

/**
 * GET /api/auth/captcha answer: an opaque single-use token and the challenge, either an SVG data URL
 * or a question in plain text. The server keeps only a hash of the answer, so the token reveals nothing.
 * (The query that picks the kind is in page-queries.ts: the browser bundle needs only this answer.)
 */
export const captchaResponseSchema = z.discriminatedUnion('kind', [
  z.object({
    token: captchaToken,
    kind: z.literal('picture'),
    image: z.string().check(z.startsWith('data:image/svg+xml;base64,')),
  }),
  z.object({
    token: captchaToken,
    kind: z.literal('question'),
    question: z.string().check(z.minLength(1), z.maxLength(200)),
  }),
]);
export type CaptchaResponse = z.infer<typeof captchaResponseSchema>;
/** A picture, or a text question a screen reader can read out (WCAG 1.1.1). */
export type CaptchaKind = CaptchaResponse['kind'];
