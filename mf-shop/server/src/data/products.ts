import type { Sql } from '@site/shared-contracts/platform';
import type { ShopOrderby } from '@site/shared-contracts/shop';
import { cachedCount, catalogueState, type CatalogueState } from './catalogue-cache';
import { CARD_COLUMNS, ORDER_SQL, type ProductCard } from './product-columns';

export const PER_PAGE = 24;

export type ProductListOptions = {
  categoryIds?: number[];
  orderby: ShopOrderby;
  page: number;
  perPage?: number;
  onSaleOnly?: boolean;
  state?: CatalogueState;
};

/**
 * One archive page and the number of matching products. The count comes from the catalogue cache (it only
 * changes when the catalogue does); the page is a deferred join: the OFFSET walks the sort's covering index
 * for ids only (an index-only scan), then just the 24 cards are read from the table.
 */
export async function listProducts(
  db: Sql,
  options: ProductListOptions,
): Promise<{ total: number; products: ProductCard[] }> {
  const perPage = options.perPage ?? PER_PAGE;
  const where: string[] = [];
  const params: unknown[] = [];
  if (options.categoryIds) {
    params.push(options.categoryIds);
    where.push(
      `EXISTS (SELECT 1 FROM shop.product_categories pc WHERE pc.product_id = p.id AND pc.category_id = ANY($${params.length}::int[]))`,
    );
  }
  if (options.onSaleOnly) where.push('p.on_sale');
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const state = options.state ?? (await catalogueState(db));
  const key = `${options.categoryIds ? [...options.categoryIds].sort((a, b) => a - b).join(',') : '*'}|${options.onSaleOnly ? 'sale' : 'all'}`;
  const [total, products] = await Promise.all([
    cachedCount(db, state, key, async () => {
      const { rows } = await db.query<{ total: number; token: string }>(
        `SELECT (SELECT count(*)::int FROM shop.products p ${whereSql}) AS total, (SELECT token FROM shop.catalogue_version) AS token`,
        params,
      );
      const row = rows[0];
      if (!row) throw new Error('count query returned no row');
      return row;
    }),
    db.query<ProductCard>(
      `SELECT ${CARD_COLUMNS} FROM shop.products p
       JOIN (SELECT p.id FROM shop.products p ${whereSql} ORDER BY ${ORDER_SQL[options.orderby]} LIMIT ${perPage} OFFSET ${(options.page - 1) * perPage}) page
         ON page.id = p.id
       ORDER BY ${ORDER_SQL[options.orderby]}`,
      params,
    ),
  ]);
  return { total, products: products.rows };
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
};

type ProductDetailRow = ProductCard & {
  description: string;
  excerpt: string;
  categories: TermLink[] | null;
  tags: TermLink[] | null;
};

/** The product with its categories and tags, in one statement. */
export async function findProduct(db: Sql, slug: string): Promise<ProductDetail | null> {
  const { rows } = await db.query<ProductDetailRow>(
    `SELECT ${CARD_COLUMNS}, p.description, p.excerpt,
       (SELECT json_agg(json_build_object('slug', c.slug, 'name', c.name) ORDER BY c.name)
          FROM shop.categories c JOIN shop.product_categories pc ON pc.category_id = c.id WHERE pc.product_id = p.id) AS categories,
       (SELECT json_agg(json_build_object('slug', t.slug, 'name', t.name) ORDER BY t.name)
          FROM shop.tags t JOIN shop.product_tags pt ON pt.tag_id = t.id WHERE pt.product_id = p.id) AS tags
     FROM shop.products p WHERE p.slug = $1`,
    [slug],
  );
  const product = rows[0];
  if (!product) return null;
  return { ...product, categories: product.categories ?? [], tags: product.tags ?? [] };
}

/** What the placeholder image of a product is drawn from (stored seed data). */
export type ProductImageSeed = { title: string; image_seed: number; image_color: string };

export async function findProductImageSeed(db: Sql, id: number): Promise<ProductImageSeed | null> {
  const { rows } = await db.query<ProductImageSeed>(
    'SELECT title, image_seed, image_color FROM shop.products WHERE id = $1',
    [id],
  );
  return rows[0] ?? null;
}
