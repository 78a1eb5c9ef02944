import type { Sql } from '@site/shared-contracts/platform';
import type { ShopOrderby } from '@site/shared-contracts/shop';
import { cachedCount, catalogueState, type Category, type CatalogueState } from './catalogue-cache';

export type { Category } from './catalogue-cache';

export const PER_PAGE = 24;

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

// Every sort ends on id so pages never overlap or skip rows when the leading key ties.
const ORDER_SQL: Record<ShopOrderby, string> = {
  menu_order: 'p.menu_order ASC, p.title ASC, p.id ASC',
  popularity: 'p.total_sales DESC, p.id DESC',
  rating: 'p.rating DESC, p.id DESC',
  date: 'p.created_at DESC, p.id DESC',
  price: 'p.sort_price ASC, p.id ASC',
  'price-desc': 'p.sort_price DESC, p.id DESC',
};

// numeric comes back as text on both drivers when cast explicitly; we never do float maths on money.
export const CARD_COLUMNS = `p.id, p.slug, p.title, p.price::text AS price, p.regular_price::text AS regular_price, p.on_sale,
  p.is_variable, p.min_price::text AS min_price, p.max_price::text AS max_price, p.rating::text AS rating, p.rating_count`;

/**
 * One archive page and the number of matching products. The count comes from the catalogue cache (it only
 * changes when the catalogue does); the page is a deferred join: the OFFSET walks the sort's covering index
 * for ids only (an index-only scan), then just the 24 cards are read from the table.
 */
export async function listProducts(
  db: Sql,
  options: {
    categoryIds?: number[];
    orderby: ShopOrderby;
    page: number;
    perPage?: number;
    onSaleOnly?: boolean;
    state?: CatalogueState;
  },
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

export async function allCategories(db: Sql): Promise<Category[]> {
  const { rows } = await db.query<Category>(
    'SELECT id, parent_id, slug, name, description FROM shop.categories ORDER BY menu_order, name',
  );
  return rows;
}

export type ProductDetail = ProductCard & {
  description: string;
  excerpt: string;
  categories: { slug: string; name: string }[];
  tags: { slug: string; name: string }[];
};

/** The product with its categories and tags, in one statement. */
export async function findProduct(db: Sql, slug: string): Promise<ProductDetail | null> {
  const { rows } = await db.query<
    ProductCard & {
      description: string;
      excerpt: string;
      categories: ProductDetail['categories'] | null;
      tags: ProductDetail['tags'] | null;
    }
  >(
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
