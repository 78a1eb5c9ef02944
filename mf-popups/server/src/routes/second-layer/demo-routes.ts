import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '@site/platform-kit/http';
import type { SliceContext } from '@site/shared-contracts/platform';
import { SECOND_LAYER_DEMOS } from '../../second-layer/demos';
import { DEMO_CSS, DEMO_JS, secondLayerDemoPage } from '../../views/second-layer/demo-page';
import { registerContentAction } from './content-route';

const demoParams = z.object({ name: z.enum(SECOND_LAYER_DEMOS) });

/** The content call on the AJAX endpoint, the demo pages the journeys drive, and the demo content's assets. */
export function registerSecondLayerRoutes(
  app: FastifyInstance,
  ctx: SliceContext<FastifyRequest, unknown, FastifyReply>,
): void {
  registerContentAction(ctx.ajax, { db: ctx.db, siteOrigin: new URL(ctx.site.siteUrl).origin });

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/popups/demo/second-layer-:name',
      { schema: { params: demoParams }, attachValidation: true },
      async (request, reply) => {
        if (request.validationError) throw notFound('No such demo page', 'POPUPS_NOT_FOUND');
        const page = await ctx.renderPage(request, secondLayerDemoPage(request.params.name));
        return reply.type('text/html; charset=utf-8').send(page);
      },
    );

  app.get('/popups/second-layer/assets/demo.css', async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(DEMO_CSS),
  );
  app.get('/popups/second-layer/assets/demo.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=3600').send(DEMO_JS),
  );
}
