import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SliceContext } from '@site/shared-contracts/platform';
import { siteResetPasswordFormSchema, siteResetRequestFormSchema } from '@site/shared-contracts/auth';
import type { AuthDeps } from '../deps';
import { failure, type AuthOutcome } from '../outcome';
import { requestReset, resetPassword, resetTokenLive, RESET_LINK_INVALID } from '../reset-flow';
import { applyOutcome, bodyField, hiddenHtml, inputHtml, noReferrer, noticeHtml } from './respond';

type Ctx = SliceContext<FastifyRequest>;

export function lostPasswordMain(csrfToken: string, email: string, outcome: AuthOutcome | null): string {
  return `<section class="auth-page">
<h1 id="auth-lost-title">Reset your password</h1>
${noticeHtml(outcome)}
<form class="auth-page__form" method="post" action="/lost-password" aria-labelledby="auth-lost-title">
${hiddenHtml('_csrf', csrfToken)}
${inputHtml({ id: 'auth-lost-email', name: 'email', label: 'E-mail address', type: 'email', autocomplete: 'email', value: email })}
<p><button type="submit">Send me a link</button></p>
</form>
<p><a href="/login">Back to log in</a></p>
</section>`;
}

export function resetPasswordMain(csrfToken: string, token: string | null, outcome: AuthOutcome | null): string {
  const form = token
    ? `<form class="auth-page__form" method="post" action="/reset-password" aria-labelledby="auth-reset-title">
${hiddenHtml('_csrf', csrfToken)}${hiddenHtml('token', token)}
${inputHtml({ id: 'auth-reset-password', name: 'password', label: 'New password (at least 10 characters)', type: 'password', autocomplete: 'new-password' })}
${inputHtml({ id: 'auth-reset-confirm', name: 'password_confirm', label: 'New password again', type: 'password', autocomplete: 'new-password' })}
<p><button type="submit">Set new password</button></p>
</form>`
    : `<p><a href="${outcome?.error === false ? '/login">Log in' : '/lost-password">Ask for a new link'}</a></p>`;
  return `<section class="auth-page">
<h1 id="auth-reset-title">Choose a new password</h1>
${noticeHtml(outcome)}
${form}
</section>`;
}

function tokenFromQuery(request: FastifyRequest): string | null {
  const token = (request.query as Record<string, unknown> | undefined)?.token;
  return typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null;
}

export function registerResetPages(app: FastifyInstance, ctx: Ctx, deps: AuthDeps): void {
  const send = async (request: FastifyRequest, reply: FastifyReply, title: string, path: string, main: string) =>
    reply
      .type('text/html; charset=utf-8')
      .send(await ctx.renderPage(request, { title, path, status: reply.statusCode, main }));
  const csrf = (request: FastifyRequest) => ctx.requestContext(request).csrfToken;

  app.get('/lost-password', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return send(request, reply, 'Reset your password', '/lost-password', lostPasswordMain(csrf(request), '', null));
  });

  app.post('/lost-password', async (request, reply) => {
    const parsed = siteResetRequestFormSchema.safeParse(request.body);
    const outcome = parsed.success
      ? await requestReset(deps, request, parsed.data)
      : failure(400, 'Please enter your e-mail address.');
    applyOutcome(reply, outcome);
    const main = lostPasswordMain(csrf(request), outcome.error ? bodyField(request.body, 'email') : '', outcome);
    return send(request, reply, 'Reset your password', '/lost-password', main);
  });

  // The token sits in the URL, so this page never leaks it in a Referer (A5).
  app.get('/reset-password', { onSend: noReferrer }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const token = tokenFromQuery(request);
    if (token === null && (request.query as Record<string, unknown> | undefined)?.token === undefined) {
      return reply.redirect('/lost-password', 303);
    }
    const live = token !== null && (await resetTokenLive(deps, token));
    if (!live) reply.status(400);
    const main = resetPasswordMain(csrf(request), live ? token : null, live ? null : failure(400, RESET_LINK_INVALID));
    return send(request, reply, 'Choose a new password', '/reset-password', main);
  });

  app.post('/reset-password', { onSend: noReferrer }, async (request, reply) => {
    const parsed = siteResetPasswordFormSchema.safeParse(request.body);
    const outcome = parsed.success
      ? await resetPassword(deps, request, parsed.data)
      : failure(400, 'Please enter the new password twice.');
    applyOutcome(reply, outcome);
    // After a typo the same link stays usable, so the form comes back; a dead link or success ends here.
    const again = outcome.error && outcome.message !== RESET_LINK_INVALID && parsed.success ? parsed.data.token : null;
    return send(
      request,
      reply,
      'Choose a new password',
      '/reset-password',
      resetPasswordMain(csrf(request), again, outcome),
    );
  });
}
