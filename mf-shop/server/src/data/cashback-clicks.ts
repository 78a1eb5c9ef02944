import type { Sql } from '@site/shared-contracts/platform';

/** What a cashback click needs of its offer: whether it has cashback, and where it goes. */
export type CashbackTarget = { is_cashback: boolean; destination_url: string };

export async function findCashbackTarget(db: Sql, offerId: number): Promise<CashbackTarget | null> {
  const { rows } = await db.query<CashbackTarget>(
    'SELECT is_cashback, destination_url FROM shop.offers WHERE id = $1',
    [offerId],
  );
  return rows[0] ?? null;
}

/** One click, stamped by the database's clock. `userId` is mf-auth's id from the visitor state. */
export async function recordCashbackClick(db: Sql, userId: number, offerId: number): Promise<void> {
  await db.query('INSERT INTO shop.cashback_clicks (user_id, offer_id) VALUES ($1, $2)', [userId, offerId]);
}

export type CashbackClick = {
  offer_id: number;
  title: string;
  merchant_name: string;
  /** ISO 8601 in UTC. */
  clicked_at: string;
  /** How many clicks the user has in all (the same on every row). */
  total: number;
};

/** A user's newest clicks, in the order of cashback_clicks_user_idx, with their total count. */
export async function cashbackClicksOf(db: Sql, userId: number, limit: number): Promise<CashbackClick[]> {
  const { rows } = await db.query<CashbackClick>(
    `SELECT c.offer_id, o.title, m.name AS merchant_name,
       to_char(c.clicked_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS clicked_at,
       (count(*) OVER ())::int AS total
     FROM shop.cashback_clicks c
     JOIN shop.offers o ON o.id = c.offer_id
     JOIN shop.merchants m ON m.id = o.merchant_id
     WHERE c.user_id = $1
     ORDER BY c.clicked_at DESC, c.id DESC
     LIMIT $2`,
    [userId, limit],
  );
  return rows;
}
