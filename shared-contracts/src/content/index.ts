export * from './constants';
export * from './countdown';
export * from './rating-bar';
export * from './radial-rating';
export * from './share-link';
export * from './posts';
export * from './loop-filter/index';
