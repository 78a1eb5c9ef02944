import cart from './fixtures/cart.json';
import addRequest from './fixtures/add-to-cart-request.json';
import cartForm from './fixtures/cart-form.json';
import archiveQuery from './fixtures/archive-query.json';
import filteredQuery from './fixtures/archive-filter-query.json';
import { issuePaths, without, withValue } from '../testing/fixtures';
import {
  isShopCartResponse,
  shopArchiveQuerySchema,
  shopCartFormSchema,
  shopCartLineInputSchema,
  shopCartQuantityInputSchema,
  shopCartResponseSchema,
  shopCartUpdateFormSchema,
  shopOfferParamsSchema,
  shopProductParamsSchema,
  shopSlugParamsSchema,
} from './index';

describe('shop golden fixtures', () => {
  it('the cart answer parses and keeps the exact data', () => {
    expect(shopCartResponseSchema.parse(cart)).toStrictEqual(cart);
  });

  it('the side cart add request parses and keeps the exact data', () => {
    expect(shopCartLineInputSchema.parse(addRequest)).toStrictEqual(addRequest);
  });

  it('the no-JS cart form arrives as text and leaves as numbers', () => {
    expect(shopCartFormSchema.parse(cartForm)).toStrictEqual({ productId: 1042, quantity: 2 });
  });

  it('the archive query keeps the sort, reads the page as a number and drops tracking params', () => {
    expect(shopArchiveQuerySchema.parse(archiveQuery)).toStrictEqual({
      orderby: 'price-desc',
      paged: 3,
      filters: { brands: [], onSale: false },
    });
    expect(shopArchiveQuerySchema.parse({})).toStrictEqual({
      orderby: 'menu_order',
      paged: 1,
      filters: { brands: [], onSale: false },
    });
  });

  it('the filtered archive query reads brands, prices in minor units, sale and rating', () => {
    expect(shopArchiveQuerySchema.parse(filteredQuery)).toStrictEqual({
      orderby: 'price',
      paged: 2,
      filters: { brands: ['acme', 'helio'], minPrice: 1999, maxPrice: 25000, onSale: true, rating: 4 },
    });
    // One brand arrives as a string, not a list; a form's blank fields mean "not set".
    expect(
      shopArchiveQuerySchema.parse({ brand: 'acme', min_price: '', max_price: '', rating: '', orderby: '' }),
    ).toStrictEqual({
      orderby: 'menu_order',
      paged: 1,
      filters: { brands: ['acme'], onSale: false },
    });
  });
});

describe('archive filters', () => {
  const refusal = (query: Record<string, unknown>) =>
    shopArchiveQuerySchema.safeParse(query).error?.issues.map((i) => [i.path.join('.'), i.message]);

  it('refuses each bad value with a message that names the field', () => {
    expect(refusal({ min_price: '1e3' })).toEqual([['min_price', 'min_price must be an amount such as 25 or 19.99']]);
    expect(refusal({ max_price: '10.999' })).toEqual([
      ['max_price', 'max_price must be an amount such as 25 or 19.99'],
    ]);
    expect(refusal({ min_price: '-5' })).toEqual([['min_price', 'min_price must be an amount such as 25 or 19.99']]);
    expect(refusal({ on_sale: 'yes' })).toEqual([['on_sale', 'on_sale must be 1']]);
    expect(refusal({ rating: '5' })).toEqual([['rating', 'rating must be 1, 2, 3 or 4']]);
    expect(refusal({ brand: ['acme', 'Not A Slug'] })).toEqual([['brand.1', 'brand must be a brand slug']]);
    expect(refusal({ brand: Array.from({ length: 21 }, (_, i) => `b${i}`) })).toEqual([['brand', 'at most 20 brands']]);
  });

  it('refuses a price range whose ends are swapped, and accepts equal ends', () => {
    expect(refusal({ min_price: '30', max_price: '20' })).toEqual([
      ['max_price', 'max_price must not be below min_price'],
    ]);
    expect(shopArchiveQuerySchema.parse({ min_price: '20', max_price: '20' }).filters).toMatchObject({
      minPrice: 2000,
      maxPrice: 2000,
    });
  });
});

describe('the browser cart guard agrees with the cart contract', () => {
  const agree = (value: unknown) =>
    expect(isShopCartResponse(value)).toBe(shopCartResponseSchema.safeParse(value).success);

  it('on the golden fixture and an empty cart', () => {
    expect(isShopCartResponse(cart)).toBe(true);
    agree(cart);
    agree({ lines: [], count: 0, subtotal: '$0.00' });
  });

  it('on every field of the fixture removed, and replaced by a wrong value', () => {
    const line = ['productId', 'slug', 'title', 'quantity', 'unitPrice', 'lineTotal', 'imageUrl'];
    const paths: (string | number)[][] = [['lines'], ['count'], ['subtotal'], ...line.map((f) => ['lines', 0, f])];
    const wrong = [null, 'x', -1, 0, 1.5, 2 ** 53, [], {}, true];
    for (const path of paths) {
      agree(without(cart, path));
      for (const value of wrong) agree(withValue(cart, path, value));
    }
    for (const value of wrong) agree(withValue(cart, ['lines', 0], value));
    for (const value of wrong) agree(value);
  });
});

describe('cart', () => {
  it('accepts an empty cart', () => {
    const empty = { lines: [], count: 0, subtotal: '$0.00' };
    expect(shopCartResponseSchema.parse(empty)).toStrictEqual(empty);
  });

  it('rejects a fractional count and a line without a title', () => {
    expect(issuePaths(shopCartResponseSchema, { ...cart, count: 1.5 })).toEqual([['count']]);
    expect(issuePaths(shopCartResponseSchema, without(cart, ['lines', 0, 'title']))).toEqual([['lines', 0, 'title']]);
    expect(issuePaths(shopCartResponseSchema, withValue(cart, ['lines', 1, 'quantity'], 0))).toEqual([
      ['lines', 1, 'quantity'],
    ]);
  });

  it('bounds a line quantity set in the cart to 1..999 whole items, as JSON and as a form', () => {
    expect(shopCartQuantityInputSchema.parse({ quantity: 999 })).toEqual({ quantity: 999 });
    for (const quantity of [0, 1000, 2.5, '3', null]) {
      expect(issuePaths(shopCartQuantityInputSchema, { quantity })).toEqual([['quantity']]);
    }
    expect(shopCartUpdateFormSchema.parse({ productId: '7', quantity: '250' })).toEqual({
      productId: 7,
      quantity: 250,
    });
    for (const quantity of ['0', '1000', '1.5', '']) {
      expect(issuePaths(shopCartUpdateFormSchema, { productId: '7', quantity })).toEqual([['quantity']]);
    }
  });

  it('bounds add-to-cart quantities to 1..99 whole items and defaults to one', () => {
    expect(shopCartLineInputSchema.parse({ productId: 1, quantity: 99 })).toEqual({ productId: 1, quantity: 99 });
    expect(shopCartLineInputSchema.parse({ productId: 1 })).toEqual({ productId: 1, quantity: 1 });
    for (const quantity of [0, 100, 1.5, '2']) {
      expect(issuePaths(shopCartLineInputSchema, { ...addRequest, quantity })).toEqual([['quantity']]);
    }
    for (const quantity of ['0', '100', '1.5', '']) {
      expect(issuePaths(shopCartFormSchema, { ...cartForm, quantity })).toEqual([['quantity']]);
    }
  });
});

describe('ids', () => {
  // The shop's ids are PostgreSQL integers: 2^31 must be refused before it reaches a query.
  const tooBig = 2 ** 31;

  it('accepts the largest integer id and refuses 2^31 in JSON, paths and forms', () => {
    expect(shopCartLineInputSchema.parse({ productId: tooBig - 1 }).productId).toBe(tooBig - 1);
    expect(issuePaths(shopCartLineInputSchema, { productId: tooBig })).toEqual([['productId']]);
    expect(shopProductParamsSchema.parse({ productId: String(tooBig - 1) })).toEqual({ productId: tooBig - 1 });
    expect(issuePaths(shopProductParamsSchema, { productId: String(tooBig) })).toEqual([['productId']]);
    expect(issuePaths(shopOfferParamsSchema, { offerId: '99999999999' })).toEqual([['offerId']]);
    expect(issuePaths(shopCartFormSchema, { ...cartForm, productId: String(tooBig) })).toEqual([['productId']]);
  });

  it('refuses ids that are not plain positive digits', () => {
    for (const offerId of ['0', '-1', '1e3', '012', ' 1', 'https://evil.example']) {
      expect(issuePaths(shopOfferParamsSchema, { offerId })).toEqual([['offerId']]);
    }
  });

  it('refuses slugs with capitals or slashes', () => {
    expect(issuePaths(shopSlugParamsSchema, { slug: 'Laptops' })).toEqual([['slug']]);
    expect(issuePaths(shopSlugParamsSchema, { slug: 'a/b' })).toEqual([['slug']]);
  });
});
