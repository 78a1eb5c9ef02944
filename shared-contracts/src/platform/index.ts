export * from './events';
export * from './islands';
export * from './remotes';
export * from './telemetry';
export * from './site';
export type * from './slice';
export type * from './sql';
export type * from './bench';
export * from './page-data';
