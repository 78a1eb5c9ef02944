export * from './platform/index';
export * from './content/countdown';
