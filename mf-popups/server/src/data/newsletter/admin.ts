import type { Sql } from '@site/shared-contracts/platform';

export type ListSummary = { id: string; name: string; pending: number; subscribed: number; unsubscribed: number };

/** Every list with its count per status. */
export async function listSummaries(db: Sql): Promise<ListSummary[]> {
  const { rows } = await db.query<ListSummary>(
    `SELECT l.id, l.name,
            count(*) FILTER (WHERE s.status = 'pending')::int AS pending,
            count(*) FILTER (WHERE s.status = 'subscribed')::int AS subscribed,
            count(*) FILTER (WHERE s.status = 'unsubscribed')::int AS unsubscribed
       FROM popups.newsletter_lists l LEFT JOIN popups.newsletter_subscribers s ON s.list_id = l.id
      GROUP BY l.id, l.name ORDER BY l.name`,
  );
  return rows;
}

export type ExportRow = {
  email: string;
  status: string;
  consent_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
  source: Record<string, string>;
  attributes: Record<string, string>;
};

/** One page of a list's subscribers for the CSV export, in id order (keyset, so a big list streams). */
export async function exportPage(db: Sql, listId: string, afterId: string, limit: number) {
  const { rows } = await db.query<ExportRow & { id: string }>(
    `SELECT id::text AS id, email, status, to_char(consent_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS consent_at,
            to_char(confirmed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS confirmed_at,
            to_char(unsubscribed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS unsubscribed_at,
            source, attributes
       FROM popups.newsletter_subscribers WHERE list_id = $1 AND id > $2 ORDER BY id LIMIT $3`,
    [listId, afterId, limit],
  );
  return rows;
}

export async function deadLetterCount(db: Sql): Promise<{ dead: number; waiting: number }> {
  const { rows } = await db.query<{ dead: number; waiting: number }>(
    `SELECT (SELECT count(*)::int FROM popups.newsletter_dead_letters) AS dead,
            (SELECT count(*)::int FROM popups.newsletter_provider_outbox) AS waiting`,
  );
  return rows[0] ?? { dead: 0, waiting: 0 };
}
