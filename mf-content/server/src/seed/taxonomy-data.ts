import { PRODUCTS, STORES } from './content-data';

/**
 * The seed's taxonomies beyond the category (spec 2.6 loop filters): a tag for the kind of product a post is
 * about, attribute tags, and the store it names. Every product of content-data.ts belongs to one group.
 */
export type TermSeed = { slug: string; name: string };
export type ProductGroup = TermSeed & { products: readonly string[] };

export const PRODUCT_GROUPS: readonly ProductGroup[] = [
  { slug: 'audio', name: 'Audio', products: ['Noise-Cancelling Headphones', 'Portable Speaker', 'Wireless Earbuds'] },
  { slug: 'kitchen', name: 'Kitchen', products: ['Air Fryer', 'Espresso Machine', 'Stand Mixer', 'Pressure Cooker'] },
  {
    slug: 'smart-home',
    name: 'Smart home',
    products: ['Robot Vacuum', '4K Smart TV', 'Mesh Wi-Fi Router', 'Dehumidifier'],
  },
  {
    slug: 'computing',
    name: 'Computing',
    products: ['Ultrabook Laptop', 'Gaming Mouse', 'Mechanical Keyboard', 'Tablet', 'E-Reader', 'Mirrorless Camera'],
  },
  {
    slug: 'fitness',
    name: 'Fitness',
    products: ['Running Shoes', 'Smartwatch', 'Electric Scooter', 'Electric Toothbrush'],
  },
  { slug: 'home-office', name: 'Home office', products: ['Standing Desk', 'Office Chair', 'Cordless Drill'] },
];

/** Tags any post may carry besides its product group, with the share of posts that get each. */
export const ATTRIBUTE_TAGS: readonly (TermSeed & { share: number })[] = [
  { slug: 'budget', name: 'Budget', share: 0.3 },
  { slug: 'premium', name: 'Premium', share: 0.2 },
  { slug: 'gift-ideas', name: 'Gift ideas', share: 0.15 },
];

export const STORE_TERMS: readonly TermSeed[] = STORES.map((name) => ({
  slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  name,
}));

/** Products by length, longest first, so a name inside a longer one never matches first. */
export const PRODUCTS_LONGEST_FIRST: readonly string[] = [...PRODUCTS].sort((a, b) => b.length - a.length);
