import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginPageQuerySchema, siteLoginFormSchema } from '@site/shared-contracts/auth';
import type { SliceContext } from '@site/shared-contracts/platform';
import type { AuthDeps } from '../accounts/deps';
import { logIn, logOut } from '../accounts/login';
import { FORM_REFUSED } from '../accounts/outcome';
import { safeRedirectPath } from '../accounts/redirect';
import { newCaptcha } from '../captcha/challenges';
import { loginMain, type LoginView } from '../views/login-page';
import { asksForFallback, swapForQuestion } from './captcha-fallback';
import { acceptedBody, applyOutcome, refusedField, sendPage } from './reply';

/** GET/POST /login (the no-JS login form) and POST /logout. */
export function registerLoginRoutes(app: FastifyInstance, ctx: SliceContext<FastifyRequest>, deps: AuthDeps): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const show = (request: FastifyRequest, reply: FastifyReply, view: Omit<LoginView, 'csrfToken'>) =>
    sendPage(ctx, request, reply, {
      title: 'Log in',
      path: '/login',
      main: loginMain({ ...view, csrfToken: ctx.requestContext(request).csrfToken }),
    });

  typed.get('/login', { schema: { querystring: loginPageQuerySchema } }, async (request, reply) =>
    show(request, reply, {
      email: '',
      redirectTo: safeRedirectPath(request.query.redirect_to),
      outcome: null,
      captcha: null,
    }),
  );

  typed.post('/login', { schema: { body: siteLoginFormSchema }, attachValidation: true }, async (request, reply) => {
    const form = acceptedBody(request);
    const email = form ? form.email : refusedField(request.body, 'email');
    const redirectTo = safeRedirectPath(form ? form.redirect_to : refusedField(request.body, 'redirect_to', 2048));
    if (asksForFallback(request.body)) {
      const { captcha, outcome } = await swapForQuestion(deps, request);
      if (outcome) applyOutcome(reply, outcome);
      return show(request, reply, { email, redirectTo, outcome, captcha });
    }
    const outcome = form ? await logIn(deps, request, reply, form) : FORM_REFUSED.login;
    // safeRedirectPath percent-encodes the target, so the Location header is always valid.
    if (!outcome.error) return reply.header('cache-control', 'no-store').redirect(outcome.redirecturl ?? '/', 303);
    applyOutcome(reply, outcome);
    const captcha = outcome.captcha ? await newCaptcha(deps.db) : null;
    return show(request, reply, { email, redirectTo, outcome, captcha });
  });

  // No input but the CSRF field the platform checks; a GET never logs anybody out (A8).
  app.post('/logout', async (request, reply) => {
    await logOut(deps, request, reply);
    return reply.header('cache-control', 'no-store').redirect('/', 303);
  });
}
