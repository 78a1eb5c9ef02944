export * from './normalise';
export * from './search-params';
export * from './archive-props';
