import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound, refusedAs } from '@site/platform-kit/http';
import {
  LOOP_EDITOR_NONCE_HEADER,
  LOOP_REFRESH_ROUTE,
  loopRefreshBodySchema,
  loopRefreshResponseSchema,
  widgetPage,
} from '@site/shared-contracts/content';
import type { SliceContext } from '@site/shared-contracts/platform';
import { loadLoop } from '../loop/load-loop';
import { baseAddress, bodyFilters, checkEditor, siteOrigins } from '../loop/refresh-request';
import { filterSettings, findDocument } from '../loop/widgets';
import { loopBodyHtml } from '../views/loop-html';

const noSuchWidget = () => notFound('There is no such loop widget.', 'CONTENT_LOOP_NOT_FOUND');

/**
 * POST /api/builder/v1/refresh-loop (spec 7.4): a widget's new markup for its filters, as `{data}`. A read: it
 * keeps the page cache, and stays behind the shell's origin check like every POST (docs/decisions.md). The
 * editor's fields need an administrator and the nonce header (spec 6).
 */
export function registerRefreshLoopRoute(app: FastifyInstance, ctx: SliceContext<FastifyRequest>): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    `${ctx.site.restBase}${LOOP_REFRESH_ROUTE}`,
    {
      schema: { body: loopRefreshBodySchema, response: { 200: loopRefreshResponseSchema } },
      schemaErrorFormatter: refusedAs({ body: 'CONTENT_BAD_REFRESH' }),
      config: { keepsPageCache: true },
    },
    async (request, reply) => {
      const body = request.body;
      const editing = body.widget_model !== undefined || body.is_edit_mode === true;
      if (editing) checkEditor(ctx.requestContext(request), request.headers[LOOP_EDITOR_NONCE_HEADER]);
      const document = await findDocument(ctx.db, body.post_id);
      const widget = document?.widgets.find((w) => w.id === body.widget_id);
      if (!document || !widget) throw noSuchWidget();
      const url = baseAddress(
        body.pagination_base_url,
        document.path,
        siteOrigins(ctx.site.siteUrl, request.headers.host),
      );
      const view = await loadLoop(ctx.db, widget, {
        postId: document.postId,
        url,
        filters: bodyFilters(filterSettings(widget), body),
        page: widgetPage(url, widget.id, widget.pagination),
        perPage: body.widget_model?.settings.posts_per_page,
      });
      reply.header('cache-control', 'no-store');
      return { data: String(loopBodyHtml(view)) };
    },
  );
}
