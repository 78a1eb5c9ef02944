export * from './popup-content';
export * from './popup-params';
