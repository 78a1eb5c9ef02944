export * from './logical-join';
export * from './filter-state';
export * from './filter-url';
export * from './refresh-call';
