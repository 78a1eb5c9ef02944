export * from './popup-content';
export * from './popup-params';
export * from './builder-popup';
export * from './popup-constants';
export * from './second-layer';
export * from './second-layer-popup';
export * from './newsletter';
export * from './newsletter-constants';
