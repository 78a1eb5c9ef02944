import * as z from 'zod/mini';

/**
 * Where a captcha is fetched: a fresh picture challenge on every GET (never cached). The server
 * chooses the kind; the client cannot ask for another.
 */
export const CAPTCHA_PATH = '/api/auth/captcha';
/**
 * Where a visitor who cannot see the picture swaps it for a text question (WCAG 1.1.1): a POST of
 * the picture's token (`captchaFallbackFormSchema`), answered like CAPTCHA_PATH. Only a live picture
 * can be swapped, and the swap has a tighter rate limit, since a question is easier for a machine.
 */
export const CAPTCHA_FALLBACK_PATH = '/api/auth/captcha/fallback';

/** Registration form fields that carry the captcha: the challenge token and the visitor's answer. */
export const CAPTCHA_TOKEN_FIELD = 'captcha_token';
export const CAPTCHA_ANSWER_FIELD = 'captcha_answer';

const captchaToken = z.string().check(z.minLength(16), z.maxLength(128));

/**
 * GET /api/auth/captcha answer: an opaque single-use token and the challenge, either an SVG data URL
 * or a question in plain text. The server keeps only a hash of the answer, so the token reveals nothing.
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

/** The body of CAPTCHA_FALLBACK_PATH (form-encoded): the token of the picture to swap. */
export const captchaFallbackFormSchema = z.object({
  captcha_token: z.string().check(z.minLength(1), z.maxLength(128)),
});
export type CaptchaFallbackForm = z.infer<typeof captchaFallbackFormSchema>;
