import type { SearchDocument, SearchTerm } from '@site/shared-contracts/platform';

/** A small catalogue for server tests; popularity decides ties between equal matches. */
export function doc(
  partial: Partial<SearchDocument> & Pick<SearchDocument, 'postType' | 'sourceId' | 'title'>,
): SearchDocument {
  return {
    body: '',
    url: `/${partial.postType}/${partial.sourceId}`,
    imageUrl: null,
    date: '2024-05-01T10:00:00Z',
    taxonomies: {},
    termIds: {},
    popularity: 0,
    price: null,
    rating: 0,
    ...partial,
  };
}

const price = (p: string, regular = p) => ({
  price: p,
  regularPrice: regular,
  minPrice: null,
  maxPrice: null,
  saleDiscount: regular === p ? 0 : 20,
});

export const FIXTURE_DOCUMENTS: SearchDocument[] = [
  doc({
    postType: 'product',
    sourceId: 1,
    title: 'Laptop Pro 15',
    body: 'A fast laptop for work.',
    popularity: 10,
    price: price('1299.00', '1499.00'),
    rating: 4.5,
    imageUrl: '/media/laptop-pro.jpg',
    taxonomies: { product_cat: ['Laptops'] },
    termIds: { product_cat: [11] },
  }),
  doc({
    postType: 'product',
    sourceId: 2,
    title: 'Gaming Laptop X',
    body: 'Plays everything.',
    popularity: 50,
    price: price('999.00'),
    rating: 4,
    taxonomies: { product_cat: ['Laptops', 'Gaming'] },
    termIds: { product_cat: [11, 12] },
  }),
  doc({
    postType: 'product',
    sourceId: 3,
    title: 'Laptop Stand',
    body: 'Aluminium stand.',
    popularity: 5,
    price: price('29.90'),
    rating: 3,
    taxonomies: { product_cat: ['Accessories'] },
    termIds: { product_cat: [13] },
  }),
  doc({
    postType: 'product',
    sourceId: 4,
    title: 'USB Hub',
    body: 'Connects a laptop to everything.',
    popularity: 99,
    price: price('19.00'),
  }),
  doc({
    postType: 'product',
    sourceId: 5,
    title: 'Crème Brûlée Torch',
    body: 'For the kitchen.',
    popularity: 1,
    price: price('35.00'),
  }),
  doc({
    postType: 'post',
    sourceId: 1,
    title: 'Choosing a laptop in 2024',
    body: 'What matters when you buy a laptop.',
    popularity: 7,
    date: '2024-01-15T08:00:00Z',
  }),
  doc({ postType: 'post', sourceId: 2, title: 'Καλοκαίρι στην Ελλάδα', body: 'Ταξίδι.', popularity: 3 }),
  doc({ postType: 'offer', sourceId: 1, title: 'Laptop deal of the week', body: '20% off.', popularity: 2 }),
];

export const FIXTURE_TERMS: SearchTerm[] = [
  {
    taxonomy: 'product_cat',
    taxonomyPluralName: 'Product categories',
    termId: 11,
    name: 'Laptops',
    description: 'Portable computers',
    url: '/product-category/laptops',
  },
  {
    taxonomy: 'product_cat',
    taxonomyPluralName: 'Product categories',
    termId: 12,
    name: 'Gaming',
    description: '',
    url: '/product-category/gaming',
  },
  {
    taxonomy: 'post_tag',
    taxonomyPluralName: 'Tags',
    termId: 21,
    name: 'Budget laptops',
    description: '',
    url: '/tag/budget-laptops',
  },
];

/** Documents arrive in async batches, as the shell streams them from the catalogue slices. */
export async function* batches(documents: SearchDocument[], size = 3): AsyncGenerator<SearchDocument[]> {
  for (let i = 0; i < documents.length; i += size) yield documents.slice(i, i + size);
}
