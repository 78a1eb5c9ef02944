import { z } from 'zod';

/**
 * The archive's filter parameters (issue 12), as the sidebar's GET form sends them and the shop's filter
 * links build them. An empty field (a price box left blank, "Any rating") means "not set", so the form's
 * blank inputs are never a 400; anything else that does not fit is.
 */
export const SHOP_FILTER_KEYS = ['brand', 'min_price', 'max_price', 'on_sale', 'rating'] as const;

/** The most brands one URL may name (the seed has 12; a bound keeps a hostile URL cheap). */
export const SHOP_FILTER_MAX_BRANDS = 20;

/** The highest price a filter may name, in whole currency units (numeric(12,2) holds less than 10^10). */
export const SHOP_FILTER_MAX_PRICE = 99_999_999;

const blankIsMissing = (value: unknown) => (value === '' ? undefined : value);

/** An amount such as `25` or `19.99`, read as integer minor units (cents) without floating point. */
const amountSchema = (key: string) =>
  z.preprocess(
    blankIsMissing,
    z
      .string()
      .regex(/^\d{1,8}(\.\d{1,2})?$/, `${key} must be an amount such as 25 or 19.99`)
      .transform((text) => {
        const [whole = '0', fraction = ''] = text.split('.');
        return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
      })
      .optional(),
  );

/** `brand=acme&brand=helio` (the form's checkboxes) or one `brand=acme`; blank entries are dropped. */
const brandsSchema = z.preprocess(
  (value) => (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter((v) => v !== ''),
  z
    .array(z.string().regex(/^[a-z0-9-]{1,60}$/, 'brand must be a brand slug'))
    .max(SHOP_FILTER_MAX_BRANDS, `at most ${SHOP_FILTER_MAX_BRANDS} brands`),
);

export const shopArchiveFilterFields = {
  brand: brandsSchema,
  min_price: amountSchema('min_price'),
  max_price: amountSchema('max_price'),
  /** The "On sale" checkbox: present (1) or absent. */
  on_sale: z.preprocess(blankIsMissing, z.literal('1', 'on_sale must be 1').optional()),
  /** "N stars & up": an average rating of at least N. */
  rating: z.preprocess(
    blankIsMissing,
    z.enum(['1', '2', '3', '4'], 'rating must be 1, 2, 3 or 4').transform(Number).optional(),
  ),
};

/** What the filters mean once read: brands by slug (sorted, unique), prices in minor units. */
export type ShopArchiveFilters = {
  brands: string[];
  minPrice?: number;
  maxPrice?: number;
  onSale: boolean;
  rating?: number;
};

type FilterInput = {
  brand: string[];
  min_price?: number;
  max_price?: number;
  on_sale?: '1';
  rating?: number;
};

export function toArchiveFilters(input: FilterInput): ShopArchiveFilters {
  const filters: ShopArchiveFilters = { brands: [...new Set(input.brand)].sort(), onSale: input.on_sale === '1' };
  if (input.min_price !== undefined) filters.minPrice = input.min_price;
  if (input.max_price !== undefined) filters.maxPrice = input.max_price;
  if (input.rating !== undefined) filters.rating = input.rating;
  return filters;
}

/** A range whose ends are swapped matches nothing: refuse it with a message that says so. */
export const priceRangeCheck = (input: FilterInput, ctx: z.RefinementCtx) => {
  if (input.min_price !== undefined && input.max_price !== undefined && input.min_price > input.max_price) {
    ctx.addIssue({ code: 'custom', path: ['max_price'], message: 'max_price must not be below min_price' });
  }
};
