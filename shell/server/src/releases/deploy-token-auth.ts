import type { FastifyReply, FastifyRequest } from 'fastify';
import { remoteNameSchema, type RateLimiter, type RemoteName } from '@site/shared-contracts/platform';
import { HttpError } from '../platform/errors';
import type { DeployTokenOwner, DeployTokens } from './deploy-tokens';

const unauthorized = (message: string) => new HttpError(401, 'UNAUTHORIZED', message);

/**
 * The deploy token of a pipeline's (or `dev:remote`'s) request and the remote of the URL, checked in this order:
 * the address's rate (before any lookup: a pipeline sends a few requests, a token guesser many), a live token
 * (401), a known remote (404), the token's own remote (403). Cookies play no part: these routes are exempt from
 * the CSRF check because the Authorization header is what authenticates them, and no browser adds it to a
 * cross-site request by itself.
 */
export async function authorizeDeployToken(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { tokens: DeployTokens; perIp: RateLimiter; may: string },
): Promise<{ owner: DeployTokenOwner; remote: RemoteName }> {
  const allowed = await options.perIp.take(request.ip);
  if (!allowed.ok) {
    reply.header('retry-after', String(allowed.retryAfterSeconds));
    throw new HttpError(429, 'RATE_LIMITED', 'Too many requests with deploy tokens; try again later');
  }
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  if (!match?.[1]) throw unauthorized('Send a deploy token: Authorization: Bearer <token>');
  const owner = await options.tokens.remoteOf(match[1]);
  if (!owner) throw unauthorized('This deploy token is unknown or revoked');
  const remote = remoteNameSchema.safeParse((request.params as { remote?: string }).remote);
  if (!remote.success) throw new HttpError(404, 'NOT_FOUND', 'No such remote');
  if (owner.remote !== remote.data)
    throw new HttpError(403, 'FORBIDDEN', `This deploy token may ${options.may} ${owner.remote} only`);
  return { owner, remote: remote.data };
}
