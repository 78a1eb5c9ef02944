export * from './popup-content';
