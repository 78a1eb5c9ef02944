import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { outboxResponseSchema } from '@site/shared-contracts/auth';
import type { Sql } from '@site/shared-contracts/platform';
import { readOutbox } from '../data/dev-outbox';
import { outboxPage } from '../views/outbox-page';

/**
 * GET /dev/outbox(.json): the mails the local outbox holds, for the demo and the e2e journeys that
 * follow an e-mailed link. Registered only with AUTH_DEV_OUTBOX on a loopback-only site (settings.ts),
 * so anywhere else they do not exist (404), whatever NODE_ENV says.
 */
export function registerOutboxRoutes(app: FastifyInstance, db: Sql): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get('/dev/outbox.json', { schema: { response: { 200: outboxResponseSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { messages: await readOutbox(db) };
  });
  typed.get('/dev/outbox', async (_request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(String(outboxPage(await readOutbox(db)))),
  );
}
