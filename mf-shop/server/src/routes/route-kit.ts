import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Html } from '@site/platform-kit/html';
import type { PageContent, SliceContext } from '@site/shared-contracts/platform';
import type { ShopSettings } from '../settings';
import type { OfferViewer } from '../views/cashback';

export type ShopContext = SliceContext<FastifyRequest, ShopSettings>;

/** A slice page inside the shell layout. */
export async function sendPage(
  ctx: ShopContext,
  request: FastifyRequest,
  reply: FastifyReply,
  page: Omit<PageContent, 'main'> & { main: Html },
): Promise<FastifyReply> {
  const document = await ctx.renderPage(request, { ...page, main: page.main.toString() });
  return reply.type('text/html; charset=utf-8').send(document);
}

/**
 * Who looks at the offers of this page, and the page itself (the cashback login prompt comes back to it): the
 * request's address, or the page's own one when the address may carry what does not change the page.
 */
export function offerViewer(ctx: ShopContext, request: FastifyRequest, page = request.url): OfferViewer {
  return { visitor: ctx.requestContext(request).visitor, page };
}
