// No zod here: the popup engine and the form's enhancer import these and must not bundle any schema.
/**
 * Newsletter sign-up (spec 3.14, 4.8, 5, 7.5). The action name is the team's (the spec names no value);
 * the body is the spec's `{action, data: {email, target_list_id, data, additional}}`.
 */
export const NEWSLETTER_ACTION = 'popups_newsletter_subscribe';
/** Where the sign-up call goes; the no-JS form posts to NEWSLETTER_PAGE_PATH instead. */
export const NEWSLETTER_API_PATH = '/api/popups/newsletter';
export const NEWSLETTER_PAGE_PATH = '/newsletter';

/** Spec 9 timings. */
export const NEWSLETTER_MESSAGE_MS = 10_000;
export const NEWSLETTER_CLOSE_POPUP_MS = 3_000;
/** Spec 5 and 8: shown under an e-mail that fails the pattern. */
export const NEWSLETTER_INVALID_EMAIL_MESSAGE = 'Please specify a valid email';
/**
 * The one answer to every accepted sign-up, whether the address is new, pending or already subscribed
 * (no enumeration): the mail says what happened.
 */
export const NEWSLETTER_ACCEPTED_MESSAGE =
  'Thank you! Please check your inbox: we sent you an e-mail to confirm your subscription.';

/**
 * The standard e-mail pattern of spec 5, the same in the browser and on the server: no spaces, one `@`,
 * a dot in the domain, at most 254 characters (CR and LF can never pass, so no header injection).
 */
export const NEWSLETTER_EMAIL_PATTERN = /^[^\s@"<>()[\]\\,;:]+@[^\s@"<>()[\]\\,;:]+\.[^\s@"<>()[\]\\,;:.]{2,}$/;
export const isNewsletterEmail = (value: string): boolean =>
  value.length <= 254 && NEWSLETTER_EMAIL_PATTERN.test(value);
