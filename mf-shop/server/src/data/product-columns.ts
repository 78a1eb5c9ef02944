import type { ShopOrderby } from '@site/shared-contracts/shop';

/** A product as the cards and the search feed read it; numeric columns come back as text. */
export type ProductCard = {
  id: number;
  slug: string;
  title: string;
  price: string | null;
  regular_price: string | null;
  on_sale: boolean;
  is_variable: boolean;
  min_price: string | null;
  max_price: string | null;
  rating: string;
  rating_count: number;
};

// numeric comes back as text on both drivers when cast explicitly; we never do float maths on money.
export const CARD_COLUMNS = `p.id, p.slug, p.title, p.price::text AS price, p.regular_price::text AS regular_price, p.on_sale,
  p.is_variable, p.min_price::text AS min_price, p.max_price::text AS max_price, p.rating::text AS rating, p.rating_count`;

// Every sort ends on id so pages never overlap or skip rows when the leading key ties. Each matches one
// index of 002-catalogue.sql exactly (keys and directions), so a page is an index scan.
export const ORDER_SQL: Record<ShopOrderby, string> = {
  menu_order: 'p.menu_order ASC, p.title ASC, p.id ASC',
  popularity: 'p.total_sales DESC, p.id DESC',
  rating: 'p.rating DESC, p.id DESC',
  date: 'p.created_at DESC, p.id DESC',
  price: 'p.sort_price ASC, p.id ASC',
  'price-desc': 'p.sort_price DESC, p.id DESC',
};

/** Every archive sort, in the order the sort form lists them. */
export const SHOP_ORDERBYS = Object.keys(ORDER_SQL) as ShopOrderby[];
