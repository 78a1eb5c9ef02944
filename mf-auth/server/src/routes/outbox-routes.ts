import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '@site/platform-kit/http';
import { outboxResponseSchema } from '@site/shared-contracts/auth';
import { readOutbox } from '../mail/outbox';
import { outboxPage } from '../views/outbox-page';

/**
 * GET /dev/outbox(.json): the mails the local outbox holds, for development and the e2e journeys
 * that follow an e-mailed link. Absent (404) in production, where mail goes out by SMTP.
 */
export function registerOutboxRoutes(app: FastifyInstance, settings: { dataDir: string; production: boolean }): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const guard = async (): Promise<void> => {
    if (settings.production) throw notFound();
  };
  typed.get(
    '/dev/outbox.json',
    { onRequest: guard, schema: { response: { 200: outboxResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { messages: await readOutbox(settings.dataDir) };
    },
  );
  typed.get('/dev/outbox', { onRequest: guard }, async (_request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(String(outboxPage(await readOutbox(settings.dataDir)))),
  );
}
