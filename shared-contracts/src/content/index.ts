export * from './countdown';
export * from './posts';
