export * from './blocks';
export * from './countdown';
export * from './posts';
