export * from './site-login';
export * from './captcha';
export * from './account-forms';
