export * from './constants';
export * from './signup-request';
export * from './form-settings';
export * from './signup-response';
