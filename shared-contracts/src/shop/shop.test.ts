import type { z } from 'zod';
import coupons from './fixtures/coupon-buttons.json';
import modal from './fixtures/coupon-modal.json';
import revealQuery from './fixtures/coupon-reveal-query.json';
import cashback from './fixtures/cashback-offer.json';
import cart from './fixtures/cart.json';
import addRequest from './fixtures/add-to-cart-request.json';
import removeRequest from './fixtures/remove-from-cart-request.json';
import { issuePaths, without, withValue } from '../test-support/fixtures';
import {
  addToCartRequestSchema,
  cartSchema,
  cashbackOfferSchema,
  couponButtonSchema,
  couponModalSchema,
  couponRevealQuerySchema,
  removeFromCartRequestSchema,
} from './index';

describe('shop golden fixtures', () => {
  it.each([
    ['coupon modal', couponModalSchema, modal],
    ['coupon reveal query', couponRevealQuerySchema, revealQuery],
    ['cashback offer', cashbackOfferSchema, cashback],
    ['cart', cartSchema, cart],
    ['add-to-cart request', addToCartRequestSchema, addRequest],
    ['remove request', removeFromCartRequestSchema, removeRequest],
  ] as const)('%s parses and keeps the exact data', (_name, schema: z.ZodType, fixture) => {
    expect(schema.parse(fixture)).toStrictEqual(fixture);
  });

  it.each(coupons.map((coupon, index) => [index, coupon.kind, coupon] as const))(
    'coupon button %i (%s) parses unchanged',
    (_index, _kind, coupon) => {
      expect(couponButtonSchema.parse(coupon)).toStrictEqual(coupon);
    },
  );
});

describe('coupon button', () => {
  const [masked] = coupons;

  it('rejects an unknown kind', () => {
    expect(issuePaths(couponButtonSchema, { ...masked, kind: 'revealed' })).toEqual([['kind']]);
  });

  it('needs dest and one of codeid or codetext when masked', () => {
    expect(issuePaths(couponButtonSchema, without(masked, ['dest']))).toEqual([['dest']]);
    expect(issuePaths(couponButtonSchema, without(masked, ['codeid']))).toEqual([['codeid']]);
  });

  it('refuses a script destination and a missing code', () => {
    expect(issuePaths(couponButtonSchema, { ...masked, dest: 'javascript:alert(1)' })).toEqual([['dest']]);
    expect(issuePaths(couponButtonSchema, without(coupons[3], ['clipboard-text']))).toEqual([['clipboard-text']]);
  });

  it('rejects a non-numeric modal coupon id', () => {
    expect(issuePaths(couponModalSchema, { couponid: 'abc' })).toEqual([['couponid']]);
  });
});

describe('cashback offer', () => {
  it('rejects a missing notice and a text offer id', () => {
    expect(issuePaths(cashbackOfferSchema, without(cashback, ['cashbacknotice']))).toEqual([['cashbacknotice']]);
    expect(issuePaths(cashbackOfferSchema, { ...cashback, offerId: '318' })).toEqual([['offerId']]);
  });
});

describe('cart', () => {
  it('accepts an empty cart', () => {
    const empty = { lines: [], count: 0, subtotal: '0.00' };
    expect(cartSchema.parse(empty)).toStrictEqual(empty);
  });

  it('rejects amounts that are numbers or lack 2 decimals', () => {
    expect(issuePaths(cartSchema, { ...cart, subtotal: 103.9 })).toEqual([['subtotal']]);
    expect(issuePaths(cartSchema, withValue(cart, ['lines', 1, 'unitPrice'], '8'))).toEqual([
      ['lines', 1, 'unitPrice'],
    ]);
  });

  it('rejects a protocol-relative image and a missing title', () => {
    const offSite = withValue(cart, ['lines', 0, 'image'], '//evil.example/x.jpg');
    expect(issuePaths(cartSchema, offSite)).toEqual([['lines', 0, 'image']]);
    expect(issuePaths(cartSchema, without(cart, ['lines', 0, 'title']))).toEqual([['lines', 0, 'title']]);
  });

  it('bounds add-to-cart quantities to 1..99 whole items', () => {
    expect(addToCartRequestSchema.parse({ productId: 1, quantity: 99 })).toEqual({ productId: 1, quantity: 99 });
    for (const quantity of [0, 100, 1.5, '2']) {
      expect(issuePaths(addToCartRequestSchema, { ...addRequest, quantity })).toEqual([['quantity']]);
    }
    expect(issuePaths(removeFromCartRequestSchema, {})).toEqual([['productId']]);
  });
});
