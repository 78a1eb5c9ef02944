export * from './countdown';
export * from './loop-filter-url';
export * from './loop-grid';
export * from './loop-refresh';
export * from './posts';
