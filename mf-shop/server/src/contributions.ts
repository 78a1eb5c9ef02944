import type {
  HomeSection,
  MenuContribution,
  SearchDocument,
  SearchTerm,
  SiteConfig,
  Sql,
} from '@site/shared-contracts/platform';
import { allCategories, CARD_COLUMNS, latestDeals, type ProductCard } from './catalogue-queries';
import { latestOffers } from './routes/offer-routes';
import { offerHtml } from './views/offers-html';
import { productCardHtml } from './views/price-html';

export async function latestDealsSection(db: Sql, site: SiteConfig): Promise<HomeSection> {
  const products = await latestDeals(db, 8);
  const cards = products.map((p) => productCardHtml(p, site.currency)).join('\n');
  return {
    order: 10,
    html: `<section class="shop-home-section"><h2>Latest deals</h2><ul class="shop-grid">${cards}</ul><p><a href="/shop?orderby=date">All products</a></p></section>`,
  };
}

export async function offersSection(db: Sql): Promise<HomeSection> {
  const offers = await latestOffers(db, 6);
  return {
    order: 20,
    html: `<section class="shop-home-section"><h2>Offers with coupons</h2><ul class="shop-offer-list">${offers.map(offerHtml).join('\n')}</ul><p><a href="/offers">All offers</a></p></section>`,
  };
}

export async function shopMenu(db: Sql): Promise<MenuContribution> {
  const categories = await allCategories(db);
  const children = categories
    .filter((c) => c.parent_id === null)
    .map((root) => ({
      label: root.name,
      href: `/product-category/${root.slug}`,
      children: categories
        .filter((c) => c.parent_id === root.id)
        .map((c) => ({ label: c.name, href: `/product-category/${c.slug}` })),
    }));
  return {
    main: [{ label: 'Shop', href: '/shop', children, order: 10 }],
    top: [
      { label: 'Offers', href: '/offers', order: 10 },
      { label: 'Shop', href: '/shop', order: 30 },
    ],
    footer: [
      { label: 'Offers', href: '/offers', order: 10 },
      { label: 'Shop', href: '/shop', order: 20 },
    ],
  };
}

type DocRow = ProductCard & {
  excerpt: string;
  created_at: string;
  total_sales: number;
  cats: { id: number; name: string }[] | null;
  tags: { id: number; name: string }[] | null;
};

const BATCH = 2000;

/** Keyset pagination over products, so 100 000 products stream in constant memory. */
export async function* shopSearchDocuments(db: Sql): AsyncGenerator<SearchDocument[]> {
  let after = 0;
  for (;;) {
    const { rows } = await db.query<DocRow>(
      `SELECT ${CARD_COLUMNS}, p.excerpt, p.created_at::text AS created_at, p.total_sales,
         (SELECT json_agg(json_build_object('id', c.id, 'name', c.name)) FROM shop.product_categories pc JOIN shop.categories c ON c.id = pc.category_id WHERE pc.product_id = p.id) AS cats,
         (SELECT json_agg(json_build_object('id', t.id, 'name', t.name)) FROM shop.product_tags pt JOIN shop.tags t ON t.id = pt.tag_id WHERE pt.product_id = p.id) AS tags
       FROM shop.products p WHERE p.id > $1 ORDER BY p.id LIMIT ${BATCH}`,
      [after],
    );
    if (!rows.length) break;
    after = rows[rows.length - 1]?.id ?? after;
    yield rows.map((p) => productDocument(p));
  }
  const offers = await db.query<{ id: number; title: string; description: string; created_at: string }>(
    'SELECT id, title, description, created_at::text AS created_at FROM shop.offers ORDER BY id',
  );
  for (let i = 0; i < offers.rows.length; i += BATCH) {
    yield offers.rows.slice(i, i + BATCH).map((o) => ({
      postType: 'offer',
      sourceId: o.id,
      title: o.title,
      body: o.description,
      url: `/offers#offer-${o.id}`,
      imageUrl: null,
      date: o.created_at,
      taxonomies: {},
      termIds: {},
      popularity: 0,
      price: null,
      rating: 0,
    }));
  }
}

function productDocument(p: DocRow): SearchDocument {
  const cats = p.cats ?? [];
  const tags = p.tags ?? [];
  const regular = Number(p.regular_price);
  return {
    postType: 'product',
    sourceId: p.id,
    title: p.title,
    body: p.excerpt,
    url: `/product/${p.slug}`,
    imageUrl: `/img/product/${p.id}.svg`,
    date: p.created_at,
    taxonomies: { product_cat: cats.map((c) => c.name), product_tag: tags.map((t) => t.name) },
    termIds: { product_cat: cats.map((c) => c.id), product_tag: tags.map((t) => t.id) },
    popularity: p.total_sales,
    price: {
      price: p.price,
      regularPrice: p.regular_price,
      minPrice: p.min_price,
      maxPrice: p.max_price,
      saleDiscount: p.on_sale && regular > 0 ? Math.round((1 - Number(p.price) / regular) * 100) : 0,
    },
    rating: Number(p.rating),
  };
}

export async function shopSearchTerms(db: Sql): Promise<SearchTerm[]> {
  const categories = await allCategories(db);
  const { rows: tags } = await db.query<{ id: number; slug: string; name: string }>(
    'SELECT id, slug, name FROM shop.tags ORDER BY name',
  );
  return [
    ...categories.map((c) => ({
      taxonomy: 'product_cat',
      taxonomyPluralName: 'Product categories',
      termId: c.id,
      name: c.name,
      description: c.description,
      url: `/product-category/${c.slug}`,
    })),
    // Tags have no archive page yet; they link to the shop.
    ...tags.map((t) => ({
      taxonomy: 'product_tag',
      taxonomyPluralName: 'Product tags',
      termId: t.id,
      name: t.name,
      description: '',
      url: `/shop?product_tag=${t.slug}`,
    })),
  ];
}
