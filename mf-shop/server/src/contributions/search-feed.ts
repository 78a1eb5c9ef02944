import type { SearchDocument, SearchTerm, Sql } from '@site/shared-contracts/platform';
import { allOfferDocuments, type OfferDocumentRow } from '../data/offers';
import { productDocumentRows, type ProductDocumentRow } from '../data/search-feed';
import { allCategories, allTags } from '../data/taxonomy';
import { offerPageUrl } from '../urls/offer-urls';
import { categoryUrl, productImageUrl, productUrl } from '../urls/shop-urls';

const BATCH = 2000;

function productDocument(p: ProductDocumentRow): SearchDocument {
  const { cats, tags } = p;
  const regular = Number(p.regular_price);
  return {
    postType: 'product',
    sourceId: p.id,
    title: p.title,
    body: p.excerpt,
    url: productUrl(p.slug),
    imageUrl: productImageUrl(p.id),
    date: p.created_at,
    taxonomies: { product_cat: cats.map((c) => c.name), product_tag: tags.map((t) => t.name) },
    termIds: { product_cat: cats.map((c) => c.id), product_tag: tags.map((t) => t.id) },
    popularity: p.total_sales,
    price: {
      price: p.price,
      regularPrice: p.regular_price,
      minPrice: p.min_price,
      maxPrice: p.max_price,
      // A display figure for the search results, not money: rounding through floats is fine here.
      saleDiscount: p.on_sale && regular > 0 ? Math.round((1 - Number(p.price) / regular) * 100) : 0,
    },
    rating: Number(p.rating),
  };
}

const offerDocument = (o: OfferDocumentRow): SearchDocument => ({
  postType: 'offer',
  sourceId: o.id,
  title: o.title,
  body: o.description,
  url: offerPageUrl(o.id),
  imageUrl: null,
  date: o.created_at,
  taxonomies: {},
  termIds: {},
  popularity: 0,
  price: null,
  rating: 0,
});

/** Every product then every offer, in batches; products stream in constant memory at 100 000. */
export async function* shopSearchDocuments(db: Sql): AsyncGenerator<SearchDocument[]> {
  let after = 0;
  for (;;) {
    const rows = await productDocumentRows(db, after, BATCH);
    if (!rows.length) break;
    after = rows[rows.length - 1]?.id ?? after;
    yield rows.map(productDocument);
  }
  const offers = await allOfferDocuments(db);
  for (let i = 0; i < offers.length; i += BATCH) yield offers.slice(i, i + BATCH).map(offerDocument);
}

/** Product categories (with their archive pages) and tags. */
export async function shopSearchTerms(db: Sql): Promise<SearchTerm[]> {
  const [categories, tags] = await Promise.all([allCategories(db), allTags(db)]);
  return [
    ...categories.map((c) => ({
      taxonomy: 'product_cat',
      taxonomyPluralName: 'Product categories',
      termId: c.id,
      name: c.name,
      description: c.description,
      url: categoryUrl(c.slug),
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
