import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SliceContext } from '@site/shared-contracts/platform';
import { siteLoginFormSchema } from '@site/shared-contracts/auth';
import type { AuthDeps } from '../deps';
import { logIn, logOut } from '../login-flow';
import { failure, type AuthOutcome } from '../outcome';
import { safeRedirectPath } from '../redirect';
import { applyOutcome, bodyField, hiddenHtml, inputHtml, noticeHtml } from './respond';

type LoginView = { csrfToken: string; email: string; redirectTo: string | undefined; outcome: AuthOutcome | null };

/** The no-JS login page: a real form that works without any island. */
export function loginMain(view: LoginView): string {
  const redirect = view.redirectTo ? hiddenHtml('redirect_to', view.redirectTo) : '';
  return `<section class="auth-page">
<h1 id="auth-login-title">Log in</h1>
${noticeHtml(view.outcome)}
<form class="auth-page__form" method="post" action="/login" aria-labelledby="auth-login-title">
${hiddenHtml('_csrf', view.csrfToken)}${redirect}
${inputHtml({ id: 'auth-login-email', name: 'email', label: 'E-mail address', type: 'email', autocomplete: 'username', value: view.email })}
${inputHtml({ id: 'auth-login-password', name: 'password', label: 'Password', type: 'password', autocomplete: 'current-password' })}
<p><button type="submit">Log in</button></p>
</form>
<p><a href="/register">Create an account</a> · <a href="/lost-password">Forgot your password?</a></p>
</section>`;
}

function queryRedirect(request: FastifyRequest): string | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  return safeRedirectPath(typeof query?.redirect_to === 'string' ? query.redirect_to : undefined);
}

export function registerLoginPages(app: FastifyInstance, ctx: SliceContext<FastifyRequest>, deps: AuthDeps): void {
  const page = async (request: FastifyRequest, view: Omit<LoginView, 'csrfToken'>, status = 200) =>
    ctx.renderPage(request, {
      title: 'Log in',
      path: '/login',
      status,
      main: loginMain({ ...view, csrfToken: ctx.requestContext(request).csrfToken }),
    });

  app.get('/login', async (request, reply) => {
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return reply.send(await page(request, { email: '', redirectTo: queryRedirect(request), outcome: null }));
  });

  app.post('/login', async (request, reply) => {
    const parsed = siteLoginFormSchema.safeParse(request.body);
    const redirectTo = safeRedirectPath(bodyField(request.body, 'redirect_to', 2048) || undefined);
    const outcome = parsed.success
      ? await logIn(deps, request, reply, parsed.data)
      : failure(400, 'Please enter your e-mail address and password.');
    if (!outcome.error) return reply.header('cache-control', 'no-store').redirect(outcome.redirecturl ?? '/', 303);
    applyOutcome(reply, outcome);
    reply.type('text/html; charset=utf-8');
    return reply.send(
      await page(request, { email: bodyField(request.body, 'email'), redirectTo, outcome }, outcome.status),
    );
  });

  app.post('/logout', async (request, reply) => {
    await logOut(ctx.db, ctx.site.siteUrl, request, reply);
    return reply.header('cache-control', 'no-store').redirect('/', 303);
  });
}
