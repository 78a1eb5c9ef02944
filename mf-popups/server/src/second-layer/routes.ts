import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { html } from '@site/platform-kit/html';
import { notFound } from '@site/platform-kit/http';
import type { PageContent, SliceContext } from '@site/shared-contracts/platform';
import { registerContentAction } from './content-route';
import { SECOND_LAYER_DEMOS, SELECTOR_DEMO_CLASS, type SecondLayerDemo } from './demos';

const demoParams = z.object({ name: z.enum(SECOND_LAYER_DEMOS) });

// The demo content's own assets, served from the site's origin (the only origin the content may name).
const DEMO_CSS = `.popups-second-layer__content[data-demo-enhanced] .popups-builder__button{box-shadow:0 0 0 3px #bfdbfe}`;
const DEMO_JS = `document.querySelectorAll('.popups-second-layer__content').forEach(function (el) { el.setAttribute('data-demo-enhanced', 'true'); });`;

const filler = Array.from(
  { length: 14 },
  (_, i) => html`<p>Paragraph ${i + 1} of the demo text, long enough to scroll.</p>`,
);

function demoPage(name: SecondLayerDemo): PageContent {
  const opener =
    name === 'selector'
      ? html`<p><button type="button" class="${SELECTOR_DEMO_CLASS}" data-popups-custom-content="Opened from the demo button.">Open the popup</button></p>`
      : '';
  return {
    title: `Second-layer popup demo: ${name}`,
    cacheable: true,
    main: String(html`<article class="popups-demo">
  <h1>Second-layer popup demo: ${name}</h1>
  ${opener}
  ${filler}
</article>`),
  };
}

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
        const page = await ctx.renderPage(request, demoPage(request.params.name));
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
