import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '@site/platform-kit/http';
import type { SliceContext, Sql } from '@site/shared-contracts/platform';
import {
  popupContentResponseSchema,
  popupParamsSchema,
  type PopupContentResponse,
} from '@site/shared-contracts/popups';
import { findPopup } from '../data/popups';
import { popupContent } from '../views/popup-content';
import { popupPage } from '../views/popup-page';

// A malformed id names no popup: both routes answer it as they answer an unknown one (404, not 400),
// so a mistyped trigger link shows the not-found page. attachValidation hands the refusal to the handler.
const byId = { params: popupParamsSchema };

/** The popup the request names, or the slice's 404. */
async function popupOr404(
  db: Sql,
  request: { params: { id: string }; validationError?: Error },
): Promise<PopupContentResponse> {
  const popup = request.validationError ? null : await findPopup(db, request.params.id);
  if (!popup) throw notFound('No such popup', 'POPUPS_NOT_FOUND');
  return popupContent(request.params.id, popup);
}

export function registerPopupRoutes(app: FastifyInstance, ctx: SliceContext<FastifyRequest>): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  // The no-JS destination of every popup trigger link (its href).
  typed.get('/popups/:id', { schema: byId, attachValidation: true }, async (request, reply) => {
    const popup = await popupOr404(ctx.db, request);
    const page = await ctx.renderPage(request, popupPage(request.params.id, popup));
    return reply.type('text/html; charset=utf-8').send(page);
  });

  // What the popup host's modal loads (popups:open and trigger links).
  typed.get(
    '/api/popups/:id/content',
    { schema: { ...byId, response: { 200: popupContentResponseSchema } }, attachValidation: true },
    async (request, reply) => {
      const popup = await popupOr404(ctx.db, request);
      return reply.header('cache-control', 'public, max-age=300').send(popup);
    },
  );
}
