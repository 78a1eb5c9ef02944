import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '@site/platform-kit/http';
import type { SliceContext } from '@site/shared-contracts/platform';
import { popupSlugSchema } from '@site/shared-contracts/popups';
import { countImpression } from '../../data/builder-popups';
import { DEMO_IMAGE_SVG, DEMO_PAGES, demoPage } from '../../views/builder/demo-page';

const demoParams = z.object({ name: z.enum(DEMO_PAGES) });
const impressionParams = z.object({ id: popupSlugSchema });

/** The demo pages the journeys drive, the lightbox demo image, and the impression beacon. */
export function registerBuilderRoutes(app: FastifyInstance, ctx: SliceContext<FastifyRequest>): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/popups/demo/:name',
    { schema: { params: demoParams }, attachValidation: true },
    async (request, reply) => {
      if (request.validationError) throw notFound('No such demo page', 'POPUPS_NOT_FOUND');
      const page = await ctx.renderPage(request, demoPage(request.params.name));
      return reply.type('text/html; charset=utf-8').send(page);
    },
  );

  app.get('/popups/demo-image.svg', async (_request, reply) =>
    reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(DEMO_IMAGE_SVG),
  );

  // The ad-block probe's bait (spec 9): a path filter lists block. Empty, so a browser without a blocker loads it
  // cheaply and logs no error; a blocked request is what the engine looks for.
  app.get('/popups/ads/adsbygoogle.js', async (_request, reply) =>
    reply.type('text/javascript').header('cache-control', 'no-store').send(''),
  );

  // One display of a popup (sent by the engine with keepalive). The CSRF check of every POST applies; the
  // count is only the editor's figure, so it needs no visitor.
  typed.post(
    '/api/popups/builder/:id/impressions',
    { schema: { params: impressionParams }, attachValidation: true },
    async (request, reply) => {
      if (request.validationError || !(await countImpression(ctx.db, request.params.id))) {
        throw notFound('No such popup', 'POPUPS_NOT_FOUND');
      }
      return reply.code(204).send();
    },
  );
}
