import { z } from 'zod';

/** One mail of the development outbox (DATA_DIR/outbox) as GET /dev/outbox.json lists it. */
export const outboxMessageSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  sentAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** GET /dev/outbox.json (only with AUTH_DEV_OUTBOX on a loopback-only site): the local outbox, newest first. */
export const outboxResponseSchema = z.object({ messages: z.array(outboxMessageSchema) });
export type OutboxResponse = z.infer<typeof outboxResponseSchema>;
