export * from './constants';
export * from './auth-response';
export * from './account-forms';
export * from './page-queries';
export * from './captcha';
export * from './outbox';
