import { z } from 'zod';

/**
 * A price as the shop sends it. Shop prices are stored as decimal strings and arrive either as
 * strings ("19.90") or as JSON numbers (19.9), so both are accepted; use toPriceNumber to read one.
 */
export const priceValueSchema = z.union([
  z.number().nonnegative(),
  z.string().regex(/^\d+(\.\d+)?$/, 'a price is a non-negative decimal number'),
]);
export type PriceValue = z.infer<typeof priceValueSchema>;

export function toPriceNumber(value: PriceValue): number {
  return typeof value === 'number' ? value : Number(value);
}

export const resultTermSchema = z.object({ name: z.string() });
export type ResultTerm = z.infer<typeof resultTermSchema>;

/**
 * Spec 3.5: one item. Only the link and the title are always there; the rest depends on the
 * content type (posts have no price, products may have no date) and is omitted when absent.
 */
export const itemSearchResultSchema = z.object({
  permalink: z.string().min(1),
  title: z.string(),
  /** Ready-made image markup from the server, not a bare URL. */
  image_url: z.string().optional(),
  excerpt: z.string().optional(),
  date: z.string().optional(),
  taxonomies: z.record(z.string(), z.array(resultTermSchema)).optional(),
  sale_discount: z.number().optional(),
  rating: z.number().nonnegative().optional(),
  /** Pre-rendered price; preferred over the raw prices when present. */
  price_html: z.string().optional(),
  price: priceValueSchema.optional(),
  regular_price: priceValueSchema.optional(),
  /** Only variable items carry min_price and max_price. */
  min_price: priceValueSchema.optional(),
  max_price: priceValueSchema.optional(),
});
export type ItemSearchResult = z.infer<typeof itemSearchResultSchema>;
