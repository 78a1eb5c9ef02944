import {
  ADJECTIVES,
  BRANDS,
  CATEGORY_TREE,
  FEATURES,
  MERCHANTS,
  OFFER_PHRASES,
  TAGS,
  type LeafSpec,
} from './catalogue-data';
import { createRandom, slugify } from '@site/platform-kit/random';
import type { CouponKind } from '../data/offers';

export type CategoryRow = {
  id: number;
  parentId: number | null;
  slug: string;
  name: string;
  description: string;
  menuOrder: number;
};
export type ProductRow = {
  id: number;
  slug: string;
  title: string;
  description: string;
  excerpt: string;
  price: string | null;
  regularPrice: string | null;
  onSale: boolean;
  isVariable: boolean;
  minPrice: string | null;
  maxPrice: string | null;
  rating: string;
  ratingCount: number;
  totalSales: number;
  imageSeed: number;
  imageColor: string;
  createdAt: string;
  categoryId: number;
  tagIds: number[];
  brandId: number;
};
export type BrandRow = { id: number; slug: string; name: string };
export type TagRow = { id: number; slug: string; name: string };
export type MerchantRow = { id: number; slug: string; name: string; url: string };
export type OfferRow = {
  id: number;
  merchantId: number;
  title: string;
  description: string;
  couponCode: string;
  couponKind: CouponKind;
  expiresAt: string;
  destinationUrl: string;
  isCashback: boolean;
  cashbackNotice: string;
  createdAt: string;
};

/** Fixed reference instant: dates derive from it, never from the clock, so seeds are reproducible. */
const EPOCH = Date.UTC(2025, 5, 1);
const DAY = 86_400_000;

export function generateCategories(): { categories: CategoryRow[]; leaves: { id: number; spec: LeafSpec }[] } {
  const categories: CategoryRow[] = [];
  const leaves: { id: number; spec: LeafSpec }[] = [];
  CATEGORY_TREE.forEach((root, r) => {
    const rootId = categories.length + 1;
    categories.push({
      id: rootId,
      parentId: null,
      slug: slugify(root.name),
      name: root.name,
      description: root.description,
      menuOrder: r,
    });
    root.children.forEach((leaf, c) => {
      const id = categories.length + 1;
      categories.push({
        id,
        parentId: rootId,
        slug: slugify(leaf.name),
        name: leaf.name,
        description: leaf.description,
        menuOrder: c,
      });
      leaves.push({ id, spec: leaf });
    });
  });
  return { categories, leaves };
}

/** The makers in product titles, stored so the archive can filter by them (ids follow BRANDS' order). */
export function generateBrands(): BrandRow[] {
  return BRANDS.map((name, i) => ({ id: i + 1, slug: slugify(name), name }));
}

export function generateTags(): TagRow[] {
  return TAGS.map((name, i) => ({ id: i + 1, slug: slugify(name), name }));
}

const money = (n: number) => n.toFixed(2);
/** Shop-style prices: whole amounts ending in .99. */
const shopPrice = (n: number) => money(Math.max(1, Math.floor(n)) + 0.99);

/** Products 1..count, one PRNG stream so batch boundaries do not change the data. */
export function* generateProducts(count: number, seed = 42): Generator<ProductRow> {
  const rnd = createRandom(seed);
  const { leaves } = generateCategories();
  const tagCount = TAGS.length;
  for (let id = 1; id <= count; id++) {
    const leaf = rnd.pick(leaves);
    // An index drawn as rnd.pick draws it, so the stream (and every product) stays what it was.
    const brandIndex = rnd.int(0, BRANDS.length - 1);
    const brand = BRANDS[brandIndex] ?? BRANDS[0];
    const title = `${brand} ${rnd.pick(ADJECTIVES)} ${rnd.pick(leaf.spec.nouns)} ${rnd.int(1, 9)}${rnd.pick(['', '0', '00', 'X', 'S'])}`;
    const [lo, hi] = leaf.spec.price;
    const base = lo + (hi - lo) * rnd.next() ** 2;
    const isVariable = rnd.chance(0.1);
    const onSale = !isVariable && rnd.chance(0.3);
    const regular = shopPrice(base);
    const price = onSale ? shopPrice(base * (0.55 + rnd.next() * 0.35)) : regular;
    const rated = rnd.chance(0.8);
    const feature = rnd.pick(FEATURES);
    const excerpt = `The ${title} from ${brand}: ${feature} at a fair price.`;
    const tagIds = [
      ...new Set([rnd.int(1, tagCount), rnd.int(1, tagCount), rnd.int(1, tagCount)].slice(0, rnd.int(1, 3))),
    ];
    yield {
      id,
      slug: `${slugify(title)}-${id}`,
      title,
      excerpt,
      description: `${excerpt} Designed for everyday use in ${leaf.spec.name.toLowerCase()}, it combines ${rnd.pick(FEATURES)} with ${rnd.pick(FEATURES)}. Ships within ${rnd.int(1, 5)} business days.`,
      price: isVariable ? null : price,
      regularPrice: isVariable ? null : regular,
      onSale,
      isVariable,
      minPrice: isVariable ? shopPrice(base * 0.8) : null,
      maxPrice: isVariable ? shopPrice(base * 1.5) : null,
      rating: rated ? money(2.5 + rnd.next() * 2.5) : '0.00',
      ratingCount: rated ? rnd.int(1, 900) : 0,
      totalSales: Math.floor(5000 * rnd.next() ** 3),
      imageSeed: rnd.int(0, 1_000_000),
      imageColor: `hsl(${rnd.int(0, 359)} ${rnd.int(45, 75)}% ${rnd.int(35, 55)}%)`,
      createdAt: new Date(EPOCH - rnd.int(0, 730) * DAY - rnd.int(0, 86_399) * 1000).toISOString(),
      categoryId: leaf.id,
      tagIds,
      brandId: brandIndex + 1,
    };
  }
}

export function generateMerchants(): MerchantRow[] {
  return MERCHANTS.map((name, i) => ({
    id: i + 1,
    slug: slugify(name),
    name,
    url: `https://${slugify(name)}.example`,
  }));
}

/** Half masked, a fifth masked-and-expired, the rest plain; a fifth are cashback offers (spec 3.6, 3.7). */
export function* generateOffers(count: number, seed = 7): Generator<OfferRow> {
  const rnd = createRandom(seed);
  const merchants = generateMerchants();
  for (let id = 1; id <= count; id++) {
    const merchant = rnd.pick(merchants);
    const roll = rnd.next();
    const couponKind: CouponKind = roll < 0.5 ? 'masked' : roll < 0.7 ? 'masked_expired' : 'plain';
    const percent = rnd.pick([5, 10, 15, 20, 25, 30, 40]);
    const isCashback = rnd.chance(0.2);
    const expiresIn = couponKind === 'masked_expired' ? -rnd.int(1, 60) : rnd.int(30, 3650);
    yield {
      id,
      merchantId: merchant.id,
      title: `${percent}% ${rnd.pick(OFFER_PHRASES)} at ${merchant.name}`,
      description: `Use the code at checkout on ${merchant.name}. One use per customer; cannot be combined with other offers.`,
      couponCode: `${merchant.name.slice(0, 4).toUpperCase()}${percent}${rnd.int(10, 99)}`,
      couponKind,
      // Live offers expire years after the seed epoch so a test run next year still sees them live.
      expiresAt: new Date(EPOCH + expiresIn * DAY).toISOString(),
      destinationUrl: `${merchant.url}/deals/${id}?ref=site`,
      isCashback,
      cashbackNotice: isCashback ? `Get ${rnd.int(2, 12)}% cashback on your ${merchant.name} purchase` : '',
      createdAt: new Date(EPOCH - rnd.int(0, 365) * DAY).toISOString(),
    };
  }
}
