import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PageContent } from '@site/shared-contracts/platform';
import { escapeHtml } from '@site/platform-kit/html';
import { badRequest } from '../platform/errors';
import { devUrlAllowed } from './qa-override-cookie';
import { QA_OVERRIDE_COOKIE, verifyOverride } from './qa-override-token';

type RenderPage = (request: FastifyRequest, page: PageContent) => Promise<string>;

/**
 * GET /qa/override?token=… turns a signed link into an HttpOnly cookie for this browser only;
 * GET /qa/override/clear removes it. A tampered, expired or disallowed link answers 400 and sets nothing.
 */
export function registerQaOverrideRoutes(
  app: FastifyInstance,
  options: {
    secret: string;
    secureCookies: boolean;
    allowedOrigins: readonly string[];
    /** A site on loopback: a dev URL may be on any loopback origin (dev-origins.ts). */
    loopbackDev?: boolean;
    renderPage: RenderPage;
  },
): void {
  app.get('/qa/override', async (request, reply) => {
    const token = (request.query as Record<string, unknown> | undefined)?.token;
    if (typeof token !== 'string' || token.length > 4096)
      throw badRequest('The override link has no token.', 'OVERRIDE_INVALID');
    const check = verifyOverride(options.secret, token);
    if (!check.ok) throw badRequest(check.reason, 'OVERRIDE_INVALID');
    const { override } = check;
    if (override.devUrl && !devUrlAllowed(override.devUrl, options.allowedOrigins, options.loopbackDev)) {
      throw badRequest('The override points at an origin that may not serve remotes.', 'OVERRIDE_INVALID');
    }
    reply.setCookie(QA_OVERRIDE_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secureCookies,
      expires: new Date(override.exp),
    });
    const what = override.version ? `version ${override.version}` : `the dev build at ${override.devUrl ?? ''}`;
    const main = `<section class="site-qa-override"><h1>QA override active</h1>
<p>In this browser only, <strong>${escapeHtml(override.remote)}</strong> now loads ${escapeHtml(what)} until ${escapeHtml(new Date(override.exp).toISOString())}.</p>
<p><a href="/">Go to the home page</a> · <a href="/qa/override/clear">Clear the override</a></p></section>`;
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return reply.send(await options.renderPage(request, { title: 'QA override active', main }));
  });

  app.get('/qa/override/clear', async (request, reply) => {
    reply.clearCookie(QA_OVERRIDE_COOKIE, { path: '/' });
    const main = `<section class="site-qa-override"><h1>QA override cleared</h1>
<p>This browser loads the versions everyone else gets again.</p><p><a href="/">Go to the home page</a></p></section>`;
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return reply.send(await options.renderPage(request, { title: 'QA override cleared', main }));
  });
}
