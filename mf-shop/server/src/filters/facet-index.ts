import type { ShopOrderby } from '@site/shared-contracts/shop';
import { SHOP_ORDERBYS } from '../data/product-columns';
import { fitted, GrowingInt32, grown, parseNumbers, positionOf } from './typed-columns';

/**
 * The catalogue as the filter sidebar reads it: one column per filterable attribute, a typed array with
 * one slot per product (its position; products in id order), and every archive sort as a list of
 * positions. About 60 bytes a product (60 MB at 1 000 000), built once per catalogue token, so a filtered
 * page and its counts are one pass over memory instead of a count(*) per facet (data/facet-source.ts).
 */
export type FacetIndex = {
  token: string;
  size: number;
  /** Product ids, ascending: a position is found by binary search. */
  ids: Int32Array;
  /** Brand id, 0 for none. */
  brand: Int32Array;
  /**
   * The lowest and highest price one can pay, in minor units; -1 for a product without a price. Four bytes a
   * price while every one fits (up to 21 474 836.47), eight past that.
   */
  minCents: Float64Array | Int32Array;
  maxCents: Float64Array | Int32Array;
  /** Average rating in hundredths (4.25 -> 425). */
  rating: Int16Array;
  onSale: Uint8Array;
  /** Product categories, compressed rows: position i's are catIds[catStart[i] .. catStart[i + 1]). */
  catStart: Int32Array;
  catIds: Int32Array;
  orders: Readonly<Record<ShopOrderby, Int32Array>>;
  /** The highest brand and category ids: counts and memberships are typed arrays indexed by id (serial ids). */
  maxBrandId: number;
  maxCategoryId: number;
};

/** Fields per product row of the source text: id, brand, lowest price, highest price, rating, on sale. */
export const PRODUCT_FIELDS = 6;

/** The amounts in an Int32Array when they all fit one (half the memory), else a copy as they are. */
function compact(amounts: Float64Array): Float64Array | Int32Array {
  for (let i = 0; i < amounts.length; i++) if ((amounts[i] ?? 0) > 2_147_483_647) return amounts.slice();
  return Int32Array.from(amounts);
}

/** Minor units of a decimal amount as the source spells it ('12.5' -> 1250); a negative amount means none. */
const cents = (amount: number) => (amount < 0 ? -1 : Math.round(amount * 100));

/**
 * Builds an index from the source's pages in order: products in ascending id order with their category
 * links, then each sort's ids. Memory grows with the catalogue only through typed arrays (no per-product
 * objects, strings or arrays of numbers), and no step holds more than one page's text.
 */
export class FacetIndexBuilder {
  private size_ = 0;
  private ids: Int32Array;
  private brand: Int32Array;
  private minCents: Float64Array;
  private maxCents: Float64Array;
  private rating: Int16Array;
  private onSale: Uint8Array;
  private readonly linkAt: GrowingInt32;
  private readonly linkCategory: GrowingInt32;
  private linkCursor = 0;
  private readonly orders = new Map<ShopOrderby, GrowingInt32>();
  private scratch = new Float64Array(PRODUCT_FIELDS * 1024);

  constructor(
    readonly token: string,
    capacity: number,
  ) {
    const size = Math.max(16, capacity);
    // Sized from the catalogue's estimate, so a build seldom grows a column (each doubling copies it).
    this.linkAt = new GrowingInt32(size + (size >>> 1));
    this.linkCategory = new GrowingInt32(size + (size >>> 1));
    this.ids = new Int32Array(size);
    this.brand = new Int32Array(size);
    this.minCents = new Float64Array(size);
    this.maxCents = new Float64Array(size);
    this.rating = new Int16Array(size);
    this.onSale = new Uint8Array(size);
  }

  get size(): number {
    return this.size_;
  }

  /** The last id added, 0 before any: where the next page of products starts. */
  get lastId(): number {
    return this.size_ === 0 ? 0 : (this.ids[this.size_ - 1] ?? 0);
  }

  private numbers(text: string | null): Float64Array {
    const count = parseNumbers(text, this.scratch);
    if (count > this.scratch.length) {
      this.scratch = new Float64Array(count * 2);
      parseNumbers(text, this.scratch);
    }
    return this.scratch.subarray(0, count);
  }

  /** Room for `more` products past the ones added: every column grows at once, by doubling. */
  private reserve(more: number): void {
    const needed = this.size_ + more;
    if (needed <= this.ids.length) return;
    const size = Math.max(needed, this.ids.length * 2);
    this.ids = grown(this.ids, size);
    this.brand = grown(this.brand, size);
    this.minCents = grown(this.minCents, size);
    this.maxCents = grown(this.maxCents, size);
    this.rating = grown(this.rating, size);
    this.onSale = grown(this.onSale, size);
  }

  /** `id,brand,low,high,rating,sale;…` with ids ascending and above every id added before. */
  addProducts(text: string | null): number {
    const values = this.numbers(text);
    const rows = Math.floor(values.length / PRODUCT_FIELDS);
    this.reserve(rows);
    for (let r = 0; r < rows; r++) {
      const at = r * PRODUCT_FIELDS;
      const id = values[at] ?? 0;
      if (id <= this.lastId) throw new Error(`facet source out of id order: ${id} after ${this.lastId}`);
      const i = this.size_++;
      this.ids[i] = id;
      this.brand[i] = values[at + 1] ?? 0;
      this.minCents[i] = cents(values[at + 2] ?? -1);
      this.maxCents[i] = cents(values[at + 3] ?? -1);
      this.rating[i] = Math.round((values[at + 4] ?? 0) * 100);
      this.onSale[i] = values[at + 5] ?? 0;
    }
    return rows;
  }

  /** `productId,categoryId;…` ordered by product id, for products already added; others are skipped. */
  addCategoryLinks(text: string | null): void {
    const values = this.numbers(text);
    const ids = this.ids;
    const size = this.size_;
    let cursor = this.linkCursor;
    for (let k = 0; k + 1 < values.length; k += 2) {
      const id = values[k] ?? 0;
      while (cursor < size && (ids[cursor] ?? 0) < id) cursor++;
      if (cursor >= size || ids[cursor] !== id) continue;
      this.linkAt.push(cursor);
      this.linkCategory.push(values[k + 1] ?? 0);
    }
    this.linkCursor = cursor;
  }

  /** The next ids of one sort, comma-separated, after every product was added; unknown ids are skipped. */
  addOrderIds(orderby: ShopOrderby, text: string | null): number {
    let order = this.orders.get(orderby);
    if (!order) {
      order = new GrowingInt32(this.size_);
      this.orders.set(orderby, order);
    }
    const values = this.numbers(text);
    const lookup = this.positions();
    for (let k = 0; k < values.length; k++) {
      const at = lookup(values[k] ?? 0);
      if (at >= 0) order.push(at);
    }
    return values.length;
  }

  private positionTable: Int32Array | null = null;

  /**
   * Id -> position for the sorts' ids: a table indexed by id while ids are dense (serial ids: 4 bytes per id,
   * built once, 6 million lookups in milliseconds), a binary search when they are too sparse for one.
   */
  private positions(): (id: number) => number {
    const ids = this.ids.subarray(0, this.size_);
    const maxId = this.lastId;
    if (maxId > 4 * this.size_ + 1024) return (id) => positionOf(ids, id);
    if (!this.positionTable || this.positionTable.length !== maxId + 1) {
      const table = new Int32Array(maxId + 1).fill(-1);
      for (let i = 0; i < ids.length; i++) table[ids[i] ?? 0] = i;
      this.positionTable = table;
    }
    const table = this.positionTable;
    return (id) => (id >= 0 && id < table.length ? (table[id] ?? -1) : -1);
  }

  finish(): FacetIndex {
    this.positionTable = null;
    const size = this.size_;
    const catStart = new Int32Array(size + 1);
    const linkAt = this.linkAt.view();
    for (let k = 0; k < linkAt.length; k++) {
      const at = linkAt[k] ?? 0;
      catStart[at + 1] = (catStart[at + 1] ?? 0) + 1;
    }
    for (let i = 0; i < size; i++) catStart[i + 1] = (catStart[i + 1] ?? 0) + (catStart[i] ?? 0);
    // Links arrive in product order, so they are already grouped by position.
    const catIds = this.linkCategory.trimmed();
    const brand = fitted(this.brand, size);
    let maxBrandId = 0;
    for (let i = 0; i < size; i++) maxBrandId = Math.max(maxBrandId, brand[i] ?? 0);
    let maxCategoryId = 0;
    for (let k = 0; k < catIds.length; k++) maxCategoryId = Math.max(maxCategoryId, catIds[k] ?? 0);
    const orders = Object.fromEntries(
      SHOP_ORDERBYS.map((key) => [key, this.orders.get(key)?.trimmed() ?? new Int32Array(0)]),
    ) as Record<ShopOrderby, Int32Array>;
    return {
      token: this.token,
      size,
      ids: fitted(this.ids, size),
      brand,
      minCents: compact(this.minCents.subarray(0, size)),
      maxCents: compact(this.maxCents.subarray(0, size)),
      rating: fitted(this.rating, size),
      onSale: fitted(this.onSale, size),
      catStart,
      catIds,
      orders,
      maxBrandId,
      maxCategoryId,
    };
  }
}

/** The index of a source given whole (tests, and small catalogues): one page of each part. */
export type FacetSource = {
  token: string;
  /** `id,brand,low,high,rating,sale;…` in id order; prices as decimal amounts, -1 for none. */
  products: string | null;
  /** `productId,categoryId;…` in product id order. */
  categories: string | null;
  /** Product ids in each sort's order, comma-separated. */
  orders: Readonly<Record<ShopOrderby, string | null>>;
};

export function buildFacetIndex(source: FacetSource): FacetIndex {
  const builder = new FacetIndexBuilder(source.token, 16);
  builder.addProducts(source.products);
  builder.addCategoryLinks(source.categories);
  for (const key of SHOP_ORDERBYS) builder.addOrderIds(key, source.orders[key]);
  return builder.finish();
}
