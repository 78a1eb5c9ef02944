import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SliceContext } from '@site/shared-contracts';
import { siteLoginFormSchema } from '@site/shared-contracts';
import { escapeHtml } from '../html';
import { logIn, logOut } from '../login-flow';
import { safeRedirectPath } from '../redirect';
import { LOGIN_FAILED_MESSAGE } from '../users';

type LoginView = { csrfToken: string; email: string; redirectTo: string | undefined; error: string | null };

/** The no-JS login page: a real form that works without any island. */
export function loginMain(view: LoginView): string {
  const error = view.error ? `<p class="auth-page__error" role="alert">${escapeHtml(view.error)}</p>` : '';
  const redirect = view.redirectTo ? `<input type="hidden" name="redirect_to" value="${escapeHtml(view.redirectTo)}">` : '';
  return `<section class="auth-page">
<h1 id="auth-login-title">Log in</h1>
${error}
<form class="auth-page__form" method="post" action="/login" aria-labelledby="auth-login-title">
<input type="hidden" name="_csrf" value="${escapeHtml(view.csrfToken)}">${redirect}
<p><label for="auth-login-email">E-mail address</label>
<input id="auth-login-email" type="email" name="email" autocomplete="username" required value="${escapeHtml(view.email)}"></p>
<p><label for="auth-login-password">Password</label>
<input id="auth-login-password" type="password" name="password" autocomplete="current-password" required></p>
<p><button type="submit">Log in</button></p>
</form>
<p><a href="/register">Create an account</a> · <a href="/reset-password">Forgot your password?</a></p>
</section>`;
}

function queryRedirect(request: FastifyRequest): string | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  return safeRedirectPath(typeof query?.redirect_to === 'string' ? query.redirect_to : undefined);
}

export function registerLoginPages(app: FastifyInstance, ctx: SliceContext<FastifyRequest>): void {
  const page = async (request: FastifyRequest, view: Omit<LoginView, 'csrfToken'>, status = 200) =>
    ctx.renderPage(request, {
      title: 'Log in',
      path: '/login',
      status,
      main: loginMain({ ...view, csrfToken: ctx.requestContext(request).csrfToken }),
    });

  app.get('/login', async (request, reply) => {
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return reply.send(await page(request, { email: '', redirectTo: queryRedirect(request), error: null }));
  });

  app.post('/login', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const body = (request.body ?? {}) as Record<string, unknown>;
    const parsed = siteLoginFormSchema.safeParse(body);
    const redirectTo = safeRedirectPath(typeof body.redirect_to === 'string' ? body.redirect_to : undefined);
    if (parsed.success && (await logIn(ctx.db, ctx.site.siteUrl, request, reply, parsed.data))) {
      return reply.redirect(redirectTo ?? '/', 303);
    }
    const email = typeof body.email === 'string' ? body.email.slice(0, 254) : '';
    const error = parsed.success ? LOGIN_FAILED_MESSAGE : 'Please enter your e-mail address and password.';
    reply.status(parsed.success ? 401 : 400).type('text/html; charset=utf-8');
    return reply.send(await page(request, { email, redirectTo, error }, reply.statusCode));
  });

  app.post('/logout', async (request, reply) => {
    await logOut(ctx.db, ctx.site.siteUrl, request, reply);
    return reply.header('cache-control', 'no-store').redirect('/', 303);
  });

  // Placeholders until registration and password reset land (a later issue); the dialogs link here.
  for (const [url, title] of [
    ['/register', 'Create an account'],
    ['/reset-password', 'Reset your password'],
  ] as const) {
    app.get(url, async (request, reply) => {
      const main = `<section class="auth-page"><h1>${escapeHtml(title)}</h1><p>This is not available yet. Please try again later, or <a href="/login">log in</a>.</p></section>`;
      return reply.type('text/html; charset=utf-8').send(await ctx.renderPage(request, { title, path: url, main }));
    });
  }
}
