import type { Sql } from '@site/shared-contracts/platform';

export type ProviderOperation = 'subscribe' | 'unsubscribe';
export type ProviderJob = {
  id: string;
  operation: ProviderOperation;
  attempts: number;
  email: string;
  listId: string;
  attributes: Record<string, string>;
};

/** Queue a call to the provider (in the caller's transaction when it has one). */
export async function queueProviderCall(db: Sql, subscriberId: string, provider: string, operation: ProviderOperation) {
  await db.query(
    'INSERT INTO popups.newsletter_provider_outbox (subscriber_id, provider, operation) VALUES ($1, $2, $3)',
    [subscriberId, provider, operation],
  );
}

/** Claim due calls: each is pushed an hour ahead while it runs, so a crashed process leaves it for later. */
export async function claimProviderCalls(db: Sql, provider: string, limit: number): Promise<ProviderJob[]> {
  const { rows } = await db.query<{
    id: string;
    operation: ProviderOperation;
    attempts: number;
    email: string;
    list_id: string;
    attributes: Record<string, string>;
  }>(
    `WITH claimed AS (
       UPDATE popups.newsletter_provider_outbox SET attempts = attempts + 1, run_after = now() + interval '1 hour'
        WHERE id IN (SELECT id FROM popups.newsletter_provider_outbox WHERE provider = $1 AND run_after <= now()
                      ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED)
        RETURNING id, operation, attempts, subscriber_id)
     SELECT c.id::text AS id, c.operation, c.attempts, s.email, s.list_id, s.attributes
       FROM claimed c JOIN popups.newsletter_subscribers s ON s.id = c.subscriber_id ORDER BY c.id`,
    [provider, limit],
  );
  return rows.map((r) => ({
    id: r.id,
    operation: r.operation,
    attempts: r.attempts,
    email: r.email,
    listId: r.list_id,
    attributes: r.attributes,
  }));
}

export async function finishProviderCall(db: Sql, id: string): Promise<void> {
  await db.query('DELETE FROM popups.newsletter_provider_outbox WHERE id = $1', [id]);
}

export async function retryProviderCallLater(db: Sql, id: string, delayMs: number, error: string): Promise<void> {
  await db.query(
    `UPDATE popups.newsletter_provider_outbox
        SET run_after = now() + make_interval(secs => $2), last_error = $3 WHERE id = $1`,
    [id, delayMs / 1000, error.slice(0, 500)],
  );
}

/** The last attempt failed: the call moves to the dead letters, whole, in one transaction. */
export async function deadLetter(db: Sql, id: string, error: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO popups.newsletter_dead_letters (subscriber_id, provider, operation, attempts, last_error)
       SELECT subscriber_id, provider, operation, attempts, $2 FROM popups.newsletter_provider_outbox WHERE id = $1`,
      [id, error.slice(0, 500)],
    );
    await tx.query('DELETE FROM popups.newsletter_provider_outbox WHERE id = $1', [id]);
  });
}

/** Put every dead letter back in the outbox, due now; returns how many. */
export async function requeueDeadLetters(db: Sql): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query(
      `WITH gone AS (DELETE FROM popups.newsletter_dead_letters RETURNING subscriber_id, provider, operation)
       INSERT INTO popups.newsletter_provider_outbox (subscriber_id, provider, operation)
       SELECT subscriber_id, provider, operation FROM gone RETURNING 1`,
    );
    return rows.length;
  });
}
