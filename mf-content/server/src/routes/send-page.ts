import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PageContent, SliceContext } from '@site/shared-contracts/platform';

/** A content page inside the shell's layout. */
export async function sendPage(
  ctx: SliceContext<FastifyRequest>,
  request: FastifyRequest,
  reply: FastifyReply,
  page: PageContent,
): Promise<FastifyReply> {
  return reply.type('text/html; charset=utf-8').send(await ctx.renderPage(request, page));
}
