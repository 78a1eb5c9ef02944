import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SliceContext } from '@site/shared-contracts/platform';
import { escapeHtml } from '../popup-html';
import { findPopup } from '../popups-repo';

const notFound = () => Object.assign(new Error('No such popup'), { statusCode: 404, code: 'POPUPS_NOT_FOUND' });

export function registerPopupRoutes(app: FastifyInstance, ctx: SliceContext<FastifyRequest>): void {
  // The no-JS destination of every `data-popup-trigger` link.
  app.get('/popups/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    const popup = await findPopup(ctx.db, id);
    if (!popup) throw notFound();
    const main = `<section class="popups-page"><h1>${escapeHtml(popup.title)}</h1><div class="popups-page__body">${popup.html}</div></section>`;
    return reply
      .type('text/html; charset=utf-8')
      .send(await ctx.renderPage(request, { title: popup.title, path: `/popups/${id}`, main }));
  });

  app.get('/api/popups/:id/content', async (request, reply) => {
    const { id } = request.params as { id: string };
    const popup = await findPopup(ctx.db, id);
    if (!popup) throw notFound();
    return reply.header('cache-control', 'public, max-age=300').send(popup);
  });
}
