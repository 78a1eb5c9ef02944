/** Spec 4.8, 5, 9. */
export const NEWSLETTER_INVALID_EMAIL_MESSAGE = 'Please specify a valid email';
/** How long a response or validation message stays visible. */
export const NEWSLETTER_MESSAGE_MS = 10000;
/** After a success, the surrounding popup closes this long after, when close_popup_when_success is set. */
export const NEWSLETTER_AUTO_CLOSE_MS = 3000;
/** Spec 7.5: the sign-up action posted to the AJAX URL; the spec leaves the name to us. */
export const NEWSLETTER_SIGNUP_ACTION = 'site_newsletter_signup';
