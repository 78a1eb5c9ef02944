import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Html } from '@site/platform-kit/html';
import type { SliceContext } from '@site/shared-contracts/platform';
import type { AuthOutcome } from '../accounts/outcome';

/** Status and headers every route sets from an outcome: never cached, Retry-After on a 429. */
export function applyOutcome(reply: FastifyReply, outcome: AuthOutcome): void {
  reply.status(outcome.status).header('cache-control', 'no-store');
  if (outcome.retryAfterSeconds !== undefined) reply.header('retry-after', String(outcome.retryAfterSeconds));
}

export type AuthPage = { title: string; path: string; main: Html };

/**
 * Send an account page in the shell layout with the reply's status. Account pages carry a visitor's
 * own data or a fresh CSRF-bound form, so no cache keeps them.
 */
export async function sendPage(
  ctx: SliceContext<FastifyRequest>,
  request: FastifyRequest,
  reply: FastifyReply,
  page: AuthPage,
): Promise<FastifyReply> {
  const html = await ctx.renderPage(request, { ...page, main: String(page.main), status: reply.statusCode });
  return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

/**
 * A field of a form its route schema refused, as typed, to fill the form in again (the schema did
 * not replace the body, so it is the raw form-encoded object).
 */
export function refusedField(body: unknown, name: string, max = 254): string {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value.slice(0, max) : '';
}

/**
 * Route-level onSend hook for pages whose URL carries a secret token: the platform sets a site-wide
 * Referrer-Policy first, and this runs after it, so links on the page never leak the token (A5).
 */
export async function noReferrer(_request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  reply.header('referrer-policy', 'no-referrer');
  return payload;
}

/**
 * The form its route schema accepted, or null when it refused it. Routes that answer a refused form
 * themselves (a page with the form again, or spec 3.9 JSON) set `attachValidation`; Fastify then
 * leaves the raw body in place and notes the refusal.
 */
export function acceptedBody<T>(request: FastifyRequest & { body: T }): T | null {
  return request.validationError ? null : request.body;
}
