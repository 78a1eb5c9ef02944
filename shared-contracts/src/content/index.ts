export * from './blocks';
export * from './countdown';
export * from './loop-constants';
export * from './loop-filter-url';
export * from './loop-grid';
export * from './loop-grid-guard';
export * from './loop-refresh';
export * from './posts';
