import {
  ADJECTIVES,
  BRANDS,
  CATEGORY_TREE,
  FEATURES,
  MERCHANT_TRADES,
  MERCHANTS,
  OFFER_CATEGORIES,
  OFFER_PHRASES,
  TAGS,
  type LeafSpec,
} from './catalogue-data';
import { createRandom, slugify } from '@site/platform-kit/random';

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
export type OfferCategoryRow = { id: number; slug: string; name: string };
export type OfferRow = {
  id: number;
  merchantId: number;
  categoryId: number;
  title: string;
  description: string;
  /** Null: a deal. */
  couponCode: string | null;
  couponMasked: boolean;
  /** The last valid day, 'YYYY-MM-DD'; null: no end. */
  expiresOn: string | null;
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

export function generateOfferCategories(): OfferCategoryRow[] {
  return OFFER_CATEGORIES.map((name, i) => ({ id: i + 1, slug: slugify(name), name }));
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

type OfferShape = { code: boolean; masked: boolean; expiresIn: number | null };

/**
 * The first offers show one of each kind at the top of /offers (they are the newest): a masked coupon, a
 * masked one that has expired, one expiring this week, a plain one and a deal.
 */
const SHOWCASE: readonly OfferShape[] = [
  { code: true, masked: true, expiresIn: 365 },
  { code: true, masked: true, expiresIn: -3 },
  { code: true, masked: true, expiresIn: 2 },
  { code: true, masked: false, expiresIn: 90 },
  { code: false, masked: false, expiresIn: 30 },
];

/** A quarter deals; of the coupons 60% masked; a tenth expire within the week, a fifth have expired. */
function randomShape(rnd: ReturnType<typeof createRandom>): OfferShape {
  const code = !rnd.chance(0.25);
  const masked = code && rnd.chance(0.6);
  const when = rnd.next();
  const expiresIn = when < 0.15 ? null : when < 0.35 ? -rnd.int(1, 90) : when < 0.45 ? rnd.int(0, 6) : rnd.int(8, 730);
  return { code, masked, expiresIn };
}

/**
 * Offers 1..count (spec 3.6, 3.7): coupons masked or plain, deals without a code, a fifth with cashback. Expiry
 * dates count from `today` (the seed's day), so a demo always has live, soon-ending and expired offers; the same
 * flags on the same day give the same offers.
 */
export function* generateOffers(count: number, options: { today: string; seed?: number }): Generator<OfferRow> {
  const rnd = createRandom(options.seed ?? 7);
  const merchants = generateMerchants();
  const categories = generateOfferCategories();
  const categoryId = (name: string) => categories.find((c) => c.name === name)?.id ?? 1;
  for (let id = 1; id <= count; id++) {
    const merchant = rnd.pick(merchants);
    const shape = SHOWCASE[id - 1] ?? randomShape(rnd);
    const percent = rnd.pick([5, 10, 15, 20, 25, 30, 40]);
    const isCashback = rnd.chance(0.2);
    const trade = MERCHANT_TRADES[merchant.name as keyof typeof MERCHANT_TRADES];
    yield {
      id,
      merchantId: merchant.id,
      categoryId: rnd.chance(0.8) ? categoryId(trade) : rnd.pick(categories).id,
      title: `${percent}% ${rnd.pick(OFFER_PHRASES)} at ${merchant.name}`,
      description: shape.code
        ? `Use the code at checkout on ${merchant.name}. One use per customer; cannot be combined with other offers.`
        : `The price is already reduced on ${merchant.name}: no code needed. While stocks last.`,
      couponCode: shape.code ? `${merchant.name.slice(0, 4).toUpperCase()}${percent}${rnd.int(10, 99)}` : null,
      couponMasked: shape.masked,
      expiresOn: shape.expiresIn === null ? null : addDays(options.today, shape.expiresIn),
      destinationUrl: `${merchant.url}/deals/${id}?ref=site`,
      isCashback,
      cashbackNotice: isCashback ? `Get ${rnd.int(2, 12)}% cashback on your ${merchant.name} purchase` : '',
      // The showcase is the newest, in order; the rest spread over the year before the epoch.
      createdAt: new Date(
        id <= SHOWCASE.length ? EPOCH + DAY - id * 60_000 : EPOCH - rnd.int(0, 365) * DAY,
      ).toISOString(),
    };
  }
}
