import type { Sql } from '@site/shared-contracts/platform';
import type { ShopOrderby } from '@site/shared-contracts/shop';
import { CARD_COLUMNS, ORDER_SQL, type ProductCard } from './product-columns';

export const PER_PAGE = 24;

/**
 * The cards of one archive page, in the order given (the facet index chose and sorted the ids): one
 * primary-key read of at most 24 rows.
 */
export async function productCards(db: Sql, ids: readonly number[]): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<ProductCard>(
    `SELECT ${CARD_COLUMNS} FROM shop.products p WHERE p.id = ANY($1::int[])`,
    [ids],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * One archive page's ids straight from the sort's index, in a category tree or the whole shop, without
 * the sidebar's filters: what the archive shows while it has no facet index yet (the first seconds after
 * a start). A page reads the index entries up to its own.
 */
export async function archivePageIds(
  db: Sql,
  categories: readonly number[] | null,
  orderby: ShopOrderby,
  offset: number,
  limit: number,
): Promise<number[]> {
  const inCategories = categories
    ? 'WHERE EXISTS (SELECT 1 FROM shop.product_categories pc WHERE pc.product_id = p.id AND pc.category_id = ANY($3::int[]))'
    : '';
  const { rows } = await db.query<{ id: number }>(
    `SELECT p.id FROM shop.products p ${inCategories} ORDER BY ${ORDER_SQL[orderby]} LIMIT $1 OFFSET $2`,
    categories ? [limit, offset, categories] : [limit, offset],
  );
  return rows.map((row) => row.id);
}

/** The newest on-sale products (the home page's latest deals): no count needed. */
export async function latestDeals(db: Sql, limit: number): Promise<ProductCard[]> {
  const { rows } = await db.query<ProductCard>(
    `SELECT ${CARD_COLUMNS} FROM shop.products p WHERE p.on_sale ORDER BY ${ORDER_SQL.date} LIMIT ${limit}`,
  );
  return rows;
}

export type TermLink = { slug: string; name: string };
export type ProductDetail = ProductCard & {
  description: string;
  excerpt: string;
  categories: TermLink[];
  tags: TermLink[];
  brand: TermLink | null;
};

type ProductDetailRow = ProductCard & {
  description: string;
  excerpt: string;
  categories: TermLink[] | null;
  tags: TermLink[] | null;
  brand: TermLink | null;
};

/** The product with its categories, tags and brand, in one statement. */
export async function findProduct(db: Sql, slug: string): Promise<ProductDetail | null> {
  const { rows } = await db.query<ProductDetailRow>(
    `SELECT ${CARD_COLUMNS}, p.description, p.excerpt,
       (SELECT json_agg(json_build_object('slug', c.slug, 'name', c.name) ORDER BY c.name)
          FROM shop.categories c JOIN shop.product_categories pc ON pc.category_id = c.id WHERE pc.product_id = p.id) AS categories,
       (SELECT json_agg(json_build_object('slug', t.slug, 'name', t.name) ORDER BY t.name)
          FROM shop.tags t JOIN shop.product_tags pt ON pt.tag_id = t.id WHERE pt.product_id = p.id) AS tags,
       (SELECT json_build_object('slug', b.slug, 'name', b.name) FROM shop.brands b WHERE b.id = p.brand_id) AS brand
     FROM shop.products p WHERE p.slug = $1`,
    [slug],
  );
  const product = rows[0];
  if (!product) return null;
  return { ...product, categories: product.categories ?? [], tags: product.tags ?? [] };
}

/** What a product's picture is drawn from: its seed, colour, first category's slug and that one's top-level slug. */
export type ProductImageSeed = {
  title: string;
  image_seed: number;
  image_color: string;
  category: string | null;
  root_category: string | null;
};

export async function findProductImageSeed(db: Sql, id: number): Promise<ProductImageSeed | null> {
  const { rows } = await db.query<ProductImageSeed>(
    `SELECT p.title, p.image_seed, p.image_color,
       (SELECT c.slug FROM shop.product_categories pc JOIN shop.categories c ON c.id = pc.category_id
         WHERE pc.product_id = p.id ORDER BY c.parent_id IS NULL, c.id LIMIT 1) AS category,
       (SELECT COALESCE(root.slug, c.slug) FROM shop.product_categories pc
          JOIN shop.categories c ON c.id = pc.category_id
          LEFT JOIN shop.categories root ON root.id = c.parent_id
         WHERE pc.product_id = p.id ORDER BY c.parent_id IS NULL, c.id LIMIT 1) AS root_category
     FROM shop.products p WHERE p.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}
