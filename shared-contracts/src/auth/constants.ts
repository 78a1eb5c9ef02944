/** The form-encoded AJAX actions of spec 7.2; the spec leaves the names to us, these are the chosen ones. */
export const AUTH_LOGIN_ACTION = 'site_login';
export const AUTH_REGISTER_ACTION = 'site_register';
export const AUTH_RESETPASS_ACTION = 'site_resetpass';

/** Spec 4.4, 9: how long each success message stays before the redirect or reload. */
export const LOGIN_REDIRECT_DELAY_MS = 200;
export const REGISTRATION_REDIRECT_DELAY_MS = 4000;
export const RESET_RELOAD_DELAY_MS = 3000;
