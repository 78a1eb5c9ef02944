import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PageContent, SliceContext } from '@site/shared-contracts/platform';

export type NewsletterRouteContext = SliceContext<FastifyRequest, unknown, FastifyReply>;

/**
 * A newsletter page in the site's layout, with its status. Only the plain sign-up page may be cached: every
 * other one answers a visitor's own request (a message, a token), so it is `no-store` unless `cache` says so.
 */
export async function sendPage(
  ctx: NewsletterRouteContext,
  request: FastifyRequest,
  reply: FastifyReply,
  content: PageContent,
  cache = false,
) {
  if (!cache) reply.header('cache-control', 'no-store');
  return reply
    .code(content.status ?? 200)
    .type('text/html; charset=utf-8')
    .send(await ctx.renderPage(request, content));
}
