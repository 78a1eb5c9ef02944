export * from './constants';
export * from './coupon';
export * from './cashback-offer';
export * from './cart';
export * from './shop-requests';
