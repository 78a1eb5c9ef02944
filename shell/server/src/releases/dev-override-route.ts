import type { FastifyInstance } from 'fastify';
import {
  DEV_OVERRIDE_DEFAULT_MINUTES,
  devOverrideRequestSchema,
  type DevOverrideResponse,
  type RateLimits,
} from '@site/shared-contracts/platform';
import { HttpError } from '../platform/errors';
import { RegistryRefused } from '../store/refusals';
import { authorizeDeployToken } from './deploy-token-auth';
import { devOriginAllowed } from './dev-origins';
import type { ReleaseService } from './release-service';

export type DevOverrideRouteOptions = {
  siteOrigin: string;
  /** Origins allowed to serve remote files: the site's own and REMOTE_ORIGINS. */
  allowedOrigins: readonly string[];
  /** The site is on loopback (dev-origins.ts): any loopback origin may serve a dev build. */
  loopbackDev: boolean;
};

const refused = (message: string) => new HttpError(422, 'OVERRIDE_REFUSED', message);

/** Where a token's dev build may come from, said in the refusal: the token holder can do nothing about it. */
function allowedSummary(options: DevOverrideRouteOptions): string {
  const listed = options.allowedOrigins.filter((origin) => origin !== options.siteOrigin);
  const parts = [...listed, ...(options.loopbackDev ? ['any loopback origin (the site is on loopback)'] : [])];
  return parts.length > 0 ? parts.join(', ') : 'none (REMOTE_ORIGINS is empty)';
}

/**
 * POST /api/remotes/:remote/overrides: a deploy token mints a signed, expiring QA override link that points the one
 * browser opening it at its own remote's dev build (what `npm run dev:remote -- <remote> --site <url>` asks for).
 * It never grants more than the token has: its own remote only; a dev URL only (a published version's link stays
 * with release managers), on an origin the site already lets serve remotes (REMOTE_ORIGINS, or loopback while
 * the site itself is on loopback) and never the site's own, whose store holds builds the token published but no one
 * activated; at most DEV_OVERRIDE_MAX_MINUTES; and every link is in the audit log with the token's label and id.
 * CSRF-exempt (route config `csrfExempt`) for the publish route's reason: the Authorization header authenticates
 * it, which no browser adds to a cross-site request by itself, and it reads no cookie.
 */
export function registerDevOverrideRoute(
  app: FastifyInstance,
  service: ReleaseService,
  rateLimits: RateLimits,
  options: DevOverrideRouteOptions,
): void {
  const perIp = rateLimits.limiter({ name: 'dev-override-ip', max: 30, windowMs: 60_000, whenStoreDown: 'refuse' });
  app.post('/api/remotes/:remote/overrides', { config: { csrfExempt: true } }, async (request, reply) => {
    const { owner, remote } = await authorizeDeployToken(request, reply, {
      tokens: service.tokens,
      perIp,
      may: 'mint dev overrides for',
    });
    const parsed = devOverrideRequestSchema.safeParse(request.body ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new HttpError(
        400,
        'VALIDATION_FAILED',
        `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`,
      );
    }
    const { devUrl, minutes, reason } = parsed.data;
    const url = new URL(devUrl);
    if (url.username || url.password) throw refused('A dev URL carries no user name or password.');
    if (url.origin === options.siteOrigin)
      throw refused("A dev build comes from a dev server, never from the site's own origin.");
    if (!devOriginAllowed(url.origin, options.allowedOrigins, options.loopbackDev)) {
      throw refused(
        `${url.origin} may not serve remotes on this site; a dev URL must be on ${allowedSummary(options)}.`,
      );
    }
    try {
      const issued = await service.overrides.issue(
        { remote, devUrl, minutes: minutes ?? DEV_OVERRIDE_DEFAULT_MINUTES },
        { actor: `token:${owner.label}`, reason: `deploy token #${owner.id}${reason ? `: ${reason}` : ''}` },
      );
      const answer: DevOverrideResponse = { remote, url: issued.url, expiresAt: issued.expiresAt.toISOString() };
      return reply.header('cache-control', 'no-store').status(201).send(answer);
    } catch (error) {
      if (error instanceof RegistryRefused) throw refused(error.message);
      throw error;
    }
  });
}
