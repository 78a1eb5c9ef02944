import * as z from 'zod/mini';
import { searchPostTypeSchema } from './post-type';

/**
 * A price as the shop sends it: a decimal string ("19.90") or a JSON number (19.9). Numbers are
 * bounded so every accepted amount can be formatted exactly.
 */
const priceValueSchema = z.union([
  z.number().check(z.nonnegative(), z.lte(Number.MAX_SAFE_INTEGER)),
  z.string().check(z.regex(/^\d+(\.\d+)?$/, 'a price is a non-negative decimal number')),
]);

/**
 * Spec 3.5: one item. Only the link and the title are always there; the rest depends on the
 * content type (posts have no price, products may have no date) and is omitted when absent.
 */
const itemSearchResultSchema = z.object({
  permalink: z.string().check(z.minLength(1)),
  title: z.string(),
  /** Ready-made image markup from the server, not a bare URL. */
  image_url: z.optional(z.string()),
  excerpt: z.optional(z.string()),
  date: z.optional(z.string()),
  taxonomies: z.optional(z.record(z.string(), z.array(z.object({ name: z.string() })))),
  sale_discount: z.optional(z.number()),
  rating: z.optional(z.number().check(z.nonnegative())),
  /** Pre-rendered price; preferred over the raw prices when present. */
  price_html: z.optional(z.string()),
  price: z.optional(priceValueSchema),
  regular_price: z.optional(priceValueSchema),
  /** Only variable items carry min_price and max_price. */
  min_price: z.optional(priceValueSchema),
  max_price: z.optional(priceValueSchema),
});
export type ItemSearchResult = z.infer<typeof itemSearchResultSchema>;

/**
 * A display switch: only 'show' turns the part on; any other value (usually 'hide' or '') hides it.
 * Kept open so a new builder value hides the part instead of failing the whole response.
 */
const showSwitch = z.string();

/** Spec 3.5 settings: how one content type group of the item search is shown. */
const itemSearchSettingsSchema = z.object({
  post_type: searchPostTypeSchema,
  /** 'top' or 'bottom' places the 'see all' link; any other value leaves it out. */
  seeall: z.string(),
  /** 'grid' selects the grid layout; any other value the list layout. */
  display_template: z.string(),
  numitems: z.int().check(z.nonnegative()),
  saleflash: showSwitch,
  rating: showSwitch,
  price: showSwitch,
  excerpt: showSwitch,
  image: showSwitch,
  date: showSwitch,
  price_decimal_sep: z.string(),
  // Empty when the shop prints no thousands separator.
  price_thousand_sep: z.string(),
  currency_pos: z.enum(['left', 'left_space', 'right', 'right_space']),
  /** May arrive HTML-encoded ('&#36;'): the island decodes it. */
  currency_symbol: z.string(),
});
export type ItemSearchSettings = z.infer<typeof itemSearchSettingsSchema>;

/** Spec 3.5, GET {rest_base}sss/v1/posts/{post_type}/{term}[/{exclude_name}/{value}...]. */
export const itemSearchResponseSchema = z.object({
  results: z.array(itemSearchResultSchema),
  settings: itemSearchSettingsSchema,
  /** Target of the 'see all' link (spec 2.2). */
  search_link: z.string().check(z.minLength(1)),
});
export type ItemSearchResponse = z.infer<typeof itemSearchResponseSchema>;
