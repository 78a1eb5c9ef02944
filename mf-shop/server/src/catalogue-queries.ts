import type { ShopOrderby, Sql } from '@site/shared-contracts';

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
export type Category = { id: number; parent_id: number | null; slug: string; name: string; description: string };

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

export async function listProducts(
  db: Sql,
  options: { categoryIds?: number[]; orderby: ShopOrderby; page: number; perPage?: number; onSaleOnly?: boolean },
): Promise<{ total: number; products: ProductCard[] }> {
  const perPage = options.perPage ?? PER_PAGE;
  const where: string[] = [];
  const params: unknown[] = [];
  if (options.categoryIds) {
    params.push(options.categoryIds);
    where.push(`EXISTS (SELECT 1 FROM shop.product_categories pc WHERE pc.product_id = p.id AND pc.category_id = ANY($${params.length}::int[]))`);
  }
  if (options.onSaleOnly) where.push('p.on_sale');
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const count = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM shop.products p ${whereSql}`, params);
  const products = await db.query<ProductCard>(
    `SELECT ${CARD_COLUMNS} FROM shop.products p ${whereSql} ORDER BY ${ORDER_SQL[options.orderby]}
     LIMIT ${perPage} OFFSET ${(options.page - 1) * perPage}`,
    params,
  );
  return { total: count.rows[0]?.total ?? 0, products: products.rows };
}

export async function findCategory(db: Sql, slug: string): Promise<Category | null> {
  const { rows } = await db.query<Category>('SELECT id, parent_id, slug, name, description FROM shop.categories WHERE slug = $1', [slug]);
  return rows[0] ?? null;
}

/** The category and all its descendants: products in a subcategory belong to the parent's archive too. */
export async function categoryTreeIds(db: Sql, id: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `WITH RECURSIVE tree AS (SELECT id FROM shop.categories WHERE id = $1
       UNION ALL SELECT c.id FROM shop.categories c JOIN tree t ON c.parent_id = t.id)
     SELECT id FROM tree`,
    [id],
  );
  return rows.map((r) => r.id);
}

export async function allCategories(db: Sql): Promise<Category[]> {
  const { rows } = await db.query<Category>('SELECT id, parent_id, slug, name, description FROM shop.categories ORDER BY menu_order, name');
  return rows;
}

export type ProductDetail = ProductCard & {
  description: string;
  excerpt: string;
  categories: { slug: string; name: string }[];
  tags: { slug: string; name: string }[];
};

export async function findProduct(db: Sql, slug: string): Promise<ProductDetail | null> {
  const { rows } = await db.query<ProductCard & { description: string; excerpt: string }>(
    `SELECT ${CARD_COLUMNS}, p.description, p.excerpt FROM shop.products p WHERE p.slug = $1`,
    [slug],
  );
  const product = rows[0];
  if (!product) return null;
  const categories = await db.query<{ slug: string; name: string }>(
    'SELECT c.slug, c.name FROM shop.categories c JOIN shop.product_categories pc ON pc.category_id = c.id WHERE pc.product_id = $1 ORDER BY c.name',
    [product.id],
  );
  const tags = await db.query<{ slug: string; name: string }>(
    'SELECT t.slug, t.name FROM shop.tags t JOIN shop.product_tags pt ON pt.tag_id = t.id WHERE pt.product_id = $1 ORDER BY t.name',
    [product.id],
  );
  return { ...product, categories: categories.rows, tags: tags.rows };
}
