import type { ShopOrderby } from '@site/shared-contracts/shop';

export type Brand = { id: number; slug: string; name: string };

/**
 * The catalogue as the filter sidebar reads it: one column per filterable attribute, a typed array with
 * one slot per product (its position; products in id order), and every archive sort as a list of
 * positions. About 50 bytes a product (5 MB at 100 000), built once per catalogue token, so a filtered
 * page and its counts are one pass over memory instead of a count(*) per facet (data/facet-source.ts).
 */
export type FacetIndex = {
  token: string;
  size: number;
  ids: Int32Array;
  /** Brand id, 0 for none. */
  brand: Int32Array;
  /** The lowest and highest price one can pay, in minor units; -1 for a product without a price. */
  minCents: Float64Array;
  maxCents: Float64Array;
  /** Average rating in hundredths (4.25 -> 425). */
  rating: Int16Array;
  onSale: Uint8Array;
  /** Product categories, compressed rows: position i's are catIds[catStart[i] .. catStart[i + 1]). */
  catStart: Int32Array;
  catIds: Int32Array;
  orders: Readonly<Record<ShopOrderby, Int32Array>>;
  brands: readonly Brand[];
  /** The highest brand and category ids: counts and memberships are typed arrays indexed by id (serial ids). */
  maxBrandId: number;
  maxCategoryId: number;
};

/** The text the loader's one statement returns (PostgreSQL aggregates: one value per column, not 100 000 rows). */
export type FacetSource = {
  token: string;
  /** `id,brand,minCents,maxCents,rating,sale;…` in id order. */
  products: string | null;
  /** `productId,categoryId;…`. */
  categories: string | null;
  /** Product ids in each sort's order, comma-separated. */
  orders: Readonly<Record<ShopOrderby, string | null>>;
  brands: Brand[] | null;
};

/** Every number in the text, in order (`,` and `;` separate them): no split, no intermediate strings. */
export function numbersIn(text: string | null): number[] {
  const out: number[] = [];
  if (!text) return out;
  let value = 0;
  let sign = 1;
  let digits = false;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 44;
    if (c >= 48 && c <= 57) {
      value = value * 10 + (c - 48);
      digits = true;
    } else if (c === 45) sign = -1;
    else {
      if (digits) out.push(sign * value);
      value = 0;
      sign = 1;
      digits = false;
    }
  }
  return out;
}

const FIELDS = 6;

export function buildFacetIndex(source: FacetSource): FacetIndex {
  const flat = numbersIn(source.products);
  const size = flat.length / FIELDS;
  const index = {
    ids: new Int32Array(size),
    brand: new Int32Array(size),
    minCents: new Float64Array(size),
    maxCents: new Float64Array(size),
    rating: new Int16Array(size),
    onSale: new Uint8Array(size),
  };
  const position = new Map<number, number>();
  for (let i = 0; i < size; i++) {
    const at = i * FIELDS;
    const id = flat[at] ?? 0;
    index.ids[i] = id;
    index.brand[i] = flat[at + 1] ?? 0;
    index.minCents[i] = flat[at + 2] ?? -1;
    index.maxCents[i] = flat[at + 3] ?? -1;
    index.rating[i] = flat[at + 4] ?? 0;
    index.onSale[i] = flat[at + 5] ?? 0;
    position.set(id, i);
  }
  const links = numbersIn(source.categories);
  const catStart = new Int32Array(size + 1);
  for (let k = 0; k < links.length; k += 2) {
    const at = position.get(links[k] ?? 0);
    if (at !== undefined) catStart[at + 1] = (catStart[at + 1] ?? 0) + 1;
  }
  for (let i = 0; i < size; i++) catStart[i + 1] = (catStart[i + 1] ?? 0) + (catStart[i] ?? 0);
  const catIds = new Int32Array(catStart[size] ?? 0);
  const filled = new Int32Array(size);
  for (let k = 0; k < links.length; k += 2) {
    const at = position.get(links[k] ?? 0);
    if (at === undefined) continue;
    catIds[(catStart[at] ?? 0) + (filled[at] ?? 0)] = links[k + 1] ?? 0;
    filled[at] = (filled[at] ?? 0) + 1;
  }
  const toPositions = (text: string | null) => Int32Array.from(numbersIn(text).flatMap((id) => position.get(id) ?? []));
  const orders = Object.fromEntries(
    Object.entries(source.orders).map(([key, text]) => [key, toPositions(text)]),
  ) as Record<ShopOrderby, Int32Array>;
  const brands = source.brands ?? [];
  const maxBrandId = Math.max(0, ...brands.map((b) => b.id), ...index.brand);
  const maxCategoryId = catIds.reduce((m, id) => Math.max(m, id), 0);
  return { token: source.token, size, ...index, catStart, catIds, orders, brands, maxBrandId, maxCategoryId };
}
