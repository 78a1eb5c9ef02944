import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound, unauthorized } from '@site/platform-kit/http';
import type { SliceContext } from '@site/shared-contracts/platform';
import { newsletterListIdSchema } from '@site/shared-contracts/popups';
import { deadLetterCount, exportPage, listSummaries } from '../../data/newsletter/admin';
import { requeueDeadLetters } from '../../data/newsletter/provider-outbox';
import { CSV_HEADER, csvLine } from '../../newsletter/csv';
import { newsletterAdminMain } from '../../views/newsletter/admin-page';

type Ctx = SliceContext<FastifyRequest, unknown>;
const EXPORT_PAGE = 1000;

function requireAdmin(ctx: Ctx, request: FastifyRequest): void {
  const { visitor } = ctx.requestContext(request);
  if (!visitor.loggedIn) throw unauthorized('Log in with an administrator account.', 'POPUPS_LOGIN_REQUIRED');
  if (!visitor.user.roles.includes('admin'))
    throw forbidden('Only administrators see subscribers.', 'POPUPS_ADMIN_ONLY');
}

/** The admin area's newsletter page: lists and counts, CSV export, the provider's dead letters. */
export function registerNewsletterAdminRoutes(app: FastifyInstance, ctx: Ctx): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get('/admin/newsletter', async (request, reply) => {
    requireAdmin(ctx, request);
    const [lists, provider] = await Promise.all([listSummaries(ctx.db), deadLetterCount(ctx.db)]);
    const main = newsletterAdminMain(lists, provider, ctx.requestContext(request).csrfToken);
    reply.header('cache-control', 'no-store');
    return reply
      .type('text/html; charset=utf-8')
      .send(await ctx.renderPage(request, { title: 'Newsletter lists', main: String(main) }));
  });

  typed.get(
    '/admin/newsletter/:file',
    { schema: { params: z.object({ file: z.string().regex(/^[a-z0-9-]+\.csv$/) }) } },
    async (request, reply) => {
      requireAdmin(ctx, request);
      const listId = newsletterListIdSchema.parse(request.params.file.replace(/\.csv$/, ''));
      if (!(await listSummaries(ctx.db)).some((l) => l.id === listId))
        throw notFound('No such list', 'POPUPS_NOT_FOUND');
      const lines = [CSV_HEADER];
      for (let after = '0'; ;) {
        const rows = await exportPage(ctx.db, listId, after, EXPORT_PAGE);
        lines.push(...rows.map(csvLine));
        if (rows.length < EXPORT_PAGE) break;
        after = rows[rows.length - 1]?.id ?? after;
      }
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="newsletter-${listId}.csv"`)
        .type('text/csv; charset=utf-8')
        .send(`${lines.join('\r\n')}\r\n`);
    },
  );

  typed.post('/admin/newsletter/dead-letters/retry', async (request, reply) => {
    requireAdmin(ctx, request);
    await requeueDeadLetters(ctx.db);
    return reply.redirect('/admin/newsletter', 303);
  });
}
