import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Html } from '@site/platform-kit/html';
import type { PageContent, SliceContext } from '@site/shared-contracts/platform';
import type { ShopSettings } from '../settings';

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
