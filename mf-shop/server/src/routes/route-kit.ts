import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SchemaErrorDataVar, SchemaErrorFormatter } from 'fastify/types/schema';
import type { Html } from '@site/platform-kit/html';
import { badRequest } from '@site/platform-kit/http';
import type { PageContent, SliceContext } from '@site/shared-contracts/platform';

export type ShopContext = SliceContext<FastifyRequest>;

/**
 * A route schema's refusal under the shop's own code for that part of the request (SHOP_BAD_QUERY,
 * SHOP_BAD_CART_INPUT ...), the codes these routes have always answered with. The shell's error handler
 * keeps an HttpError's code; without this formatter it would answer VALIDATION_FAILED. The message is
 * the shell's: the field, then the schema's own words.
 */
export function refusedAs(codes: Partial<Record<SchemaErrorDataVar, string>>): SchemaErrorFormatter {
  return (errors, dataVar) => {
    const first = errors[0];
    const where = first?.instancePath.replace(/^\//, '').replace(/\//g, '.') || dataVar;
    return badRequest(`${where}: ${first?.message ?? 'invalid input'}`, codes[dataVar] ?? 'VALIDATION_FAILED');
  };
}

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
