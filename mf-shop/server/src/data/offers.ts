import type { Sql } from '@site/shared-contracts/platform';

/** Spec 3.6: masked, masked and expired, or not masked ('plain'); the CHECK of 003-offers-carts.sql. */
export type CouponKind = 'masked' | 'masked_expired' | 'plain';

export type Offer = {
  id: number;
  title: string;
  description: string;
  coupon_code: string | null;
  coupon_kind: CouponKind;
  expires_at: string | null;
  merchant_name: string;
  merchant_url: string;
  is_cashback: boolean;
  cashback_notice: string;
};

const OFFER_COLUMNS = `o.id, o.title, o.description, o.coupon_code, o.coupon_kind, o.expires_at::text AS expires_at,
  m.name AS merchant_name, m.url AS merchant_url, o.is_cashback, o.cashback_notice`;

/** Newest first, in the exact order of offers_created_idx. */
export async function latestOffers(db: Sql, limit: number): Promise<Offer[]> {
  const { rows } = await db.query<Offer>(
    `SELECT ${OFFER_COLUMNS} FROM shop.offers o JOIN shop.merchants m ON m.id = o.merchant_id ORDER BY o.created_at DESC, o.id DESC LIMIT ${limit}`,
  );
  return rows;
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
