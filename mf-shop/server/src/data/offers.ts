import type { Sql } from '@site/shared-contracts/platform';
import type { ShopOfferType } from '@site/shared-contracts/shop';

/** An offer as stored; its coupon kind is derived from `coupon_masked` and `expires_on` when shown (offers/). */
export type StoredOffer = {
  id: number;
  title: string;
  description: string;
  /** Null for a deal: the merchant's link is the whole offer. */
  coupon_code: string | null;
  coupon_masked: boolean;
  /** The last day the offer is valid ('YYYY-MM-DD', in the site's time zone); null: it never expires. */
  expires_on: string | null;
  merchant_name: string;
  merchant_slug: string;
  merchant_url: string;
  category_name: string | null;
  is_cashback: boolean;
  cashback_notice: string;
};

const OFFER_COLUMNS = `o.id, o.title, o.description, o.coupon_code, o.coupon_masked, o.expires_on::text AS expires_on,
  m.name AS merchant_name, m.slug AS merchant_slug, m.url AS merchant_url, c.name AS category_name,
  o.is_cashback, o.cashback_notice`;
const OFFER_FROM = `shop.offers o JOIN shop.merchants m ON m.id = o.merchant_id
  LEFT JOIN shop.offer_categories c ON c.id = o.category_id`;
// The exact order of offers_created_idx and of each filter's (merchant or category first) index.
const NEWEST_FIRST = 'ORDER BY o.created_at DESC, o.id DESC';

/** Newest first, in the exact order of offers_created_idx. */
export async function latestOffers(db: Sql, limit: number): Promise<StoredOffer[]> {
  const { rows } = await db.query<StoredOffer>(
    `SELECT ${OFFER_COLUMNS} FROM ${OFFER_FROM} ${NEWEST_FIRST} LIMIT ${Math.trunc(limit)}`,
  );
  return rows;
}

export async function findOffer(db: Sql, id: number): Promise<StoredOffer | null> {
  const { rows } = await db.query<StoredOffer>(`SELECT ${OFFER_COLUMNS} FROM ${OFFER_FROM} WHERE o.id = $1`, [id]);
  return rows[0] ?? null;
}

/** What narrows a list of offers; `soonFrom` is the site's today: offers whose last day is within a week of it. */
export type OfferFilter = { merchantId?: number; categoryId?: number; type?: ShopOfferType; soonFrom?: string };

/** The days "expiring soon" covers: today and the six after it. */
export const SOON_DAYS = 7;

/** One page of offers, newest first; only the filters in use reach the WHERE clause, so each can use its index. */
export async function listOffers(db: Sql, filter: OfferFilter, limit: number, offset: number): Promise<StoredOffer[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (filter.merchantId !== undefined) where.push(`o.merchant_id = ${param(filter.merchantId)}`);
  if (filter.categoryId !== undefined) where.push(`o.category_id = ${param(filter.categoryId)}`);
  if (filter.type) where.push(filter.type === 'coupon' ? 'o.coupon_code IS NOT NULL' : 'o.coupon_code IS NULL');
  if (filter.soonFrom !== undefined) {
    const today = param(filter.soonFrom);
    where.push(`o.expires_on BETWEEN ${today}::date AND ${today}::date + ${SOON_DAYS - 1}`);
  }
  const { rows } = await db.query<StoredOffer>(
    `SELECT ${OFFER_COLUMNS} FROM ${OFFER_FROM} ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
     ${NEWEST_FIRST} LIMIT ${param(limit)} OFFSET ${param(offset)}`,
    params,
  );
  return rows;
}

/** One cell of the offers counted by every filter at once (offers/offer-facets.ts sums them per choice). */
export type OfferCountCell = {
  merchant_id: number;
  category_id: number | null;
  coupon: boolean;
  soon: boolean;
  n: number;
};

/**
 * Every offer counted by store, category, coupon or deal, and expiring soon, in one statement: at most
 * merchants x categories x 4 rows however many offers there are, from which each choice's count under the other
 * filters is a sum.
 */
export async function countOfferCells(db: Sql, today: string): Promise<OfferCountCell[]> {
  const { rows } = await db.query<OfferCountCell>(
    `SELECT o.merchant_id, o.category_id, o.coupon_code IS NOT NULL AS coupon,
       COALESCE(o.expires_on BETWEEN $1::date AND $1::date + ${SOON_DAYS - 1}, false) AS soon, count(*)::int AS n
     FROM shop.offers o GROUP BY 1, 2, 3, 4`,
    [today],
  );
  return rows;
}

/** A store (merchant, with its home page) or an offer category (url null). */
export type OfferTerm = { id: number; slug: string; name: string; url: string | null };
export type OfferTerms = { stores: OfferTerm[]; categories: OfferTerm[] };

/** The merchants and offer categories, by name (tiny tables: one statement for both). */
export async function offerTerms(db: Sql): Promise<OfferTerms> {
  const { rows } = await db.query<OfferTerm & { store: boolean }>(
    `SELECT true AS store, id, slug, name, url FROM shop.merchants
     UNION ALL SELECT false, id, slug, name, NULL FROM shop.offer_categories ORDER BY 4, 2`,
  );
  const term = ({ id, slug, name, url }: OfferTerm) => ({ id, slug, name, url });
  return { stores: rows.filter((r) => r.store).map(term), categories: rows.filter((r) => !r.store).map(term) };
}

/** Where /go/:offerId sends the visitor: only ever a URL from our own table (https, by a CHECK). */
export async function findOfferDestination(db: Sql, id: number): Promise<string | null> {
  const { rows } = await db.query<{ destination_url: string }>(
    'SELECT destination_url FROM shop.offers WHERE id = $1',
    [id],
  );
  return rows[0]?.destination_url ?? null;
}

export type OfferDocumentRow = { id: number; title: string; description: string; created_at: string };

/** Every offer, for the search feed (a thousand at the most in the demo data: one statement). */
export async function allOfferDocuments(db: Sql): Promise<OfferDocumentRow[]> {
  const { rows } = await db.query<OfferDocumentRow>(
    'SELECT id, title, description, created_at::text AS created_at FROM shop.offers ORDER BY id',
  );
  return rows;
}
