export * from './normalise';
export * from './search-params';
