import offersQuery from './fixtures/offers-query.json';
import { issuePaths } from '../test-support/fixtures';
import { shopCouponKindSchema, shopCouponRevealParamsSchema, shopOffersQuerySchema } from './index';

describe('offer filters', () => {
  it('reads the filter form: blank fields are no filter, codeid and tracking params are dropped', () => {
    expect(shopOffersQuerySchema.parse(offersQuery)).toStrictEqual({
      store: 'shopmart',
      category: undefined,
      type: 'coupon',
      expiring: 'soon',
      paged: 2,
    });
    expect(shopOffersQuerySchema.parse({ store: '', type: '', expiring: '' })).toEqual({ paged: 1 });
  });

  it('refuses unknown types, bad slugs, repeated fields and pages that are not whole numbers', () => {
    expect(issuePaths(shopOffersQuerySchema, { type: 'voucher' })).toEqual([['type']]);
    expect(issuePaths(shopOffersQuerySchema, { store: 'Shop/Mart' })).toEqual([['store']]);
    expect(issuePaths(shopOffersQuerySchema, { category: ['a', 'b'] })).toEqual([['category']]);
    expect(issuePaths(shopOffersQuerySchema, { expiring: 'later' })).toEqual([['expiring']]);
    expect(issuePaths(shopOffersQuerySchema, { paged: '0' })).toEqual([['paged']]);
  });
});

describe('coupon kinds and the reveal parameters (spec 3.6, 4.3)', () => {
  it('has the three kinds of the spec', () => {
    expect(shopCouponKindSchema.options).toEqual(['masked', 'masked_expired', 'plain']);
  });

  it('accepts a shop id or a text and refuses anything else as codeid', () => {
    expect(shopCouponRevealParamsSchema.parse({ codeid: '131' })).toEqual({ codeid: '131' });
    expect(shopCouponRevealParamsSchema.parse({ codetext: 'SAVE10' })).toEqual({ codetext: 'SAVE10' });
    for (const codeid of ['0', '012', '1e3', 'x', '12345678901']) {
      expect(issuePaths(shopCouponRevealParamsSchema, { codeid })).toEqual([['codeid']]);
    }
    expect(issuePaths(shopCouponRevealParamsSchema, { codetext: '' })).toEqual([['codetext']]);
  });
});
