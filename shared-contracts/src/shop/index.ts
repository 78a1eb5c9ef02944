export * from './constants';
export * from './catalogue';
export * from './offers';
export * from './coupon-kinds';
export * from './cart';
export * from './cart-requests';
export * from './cart-guard';
