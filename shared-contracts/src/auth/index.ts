export * from './constants';
export * from './login-trigger';
export * from './cashback-prompt';
export * from './auth-response';
export * from './auth-requests';
export * from './site-login';
export * from './captcha';
export * from './account-forms';
