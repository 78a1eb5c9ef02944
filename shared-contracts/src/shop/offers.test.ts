import offersQuery from './fixtures/offers-query.json';
import { issuePaths } from '../testing/fixtures';
import { shopCouponKindSchema, shopOffersQuerySchema } from './index';

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

describe('coupon kinds (spec 3.6)', () => {
  it('has the three kinds of the spec', () => {
    expect(shopCouponKindSchema.options).toEqual(['masked', 'masked_expired', 'plain']);
  });
});
