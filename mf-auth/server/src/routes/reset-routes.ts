import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Html } from '@site/platform-kit/html';
import {
  linkPageQuerySchema,
  siteResetPasswordFormSchema,
  siteResetRequestFormSchema,
} from '@site/shared-contracts/auth';
import type { SliceContext } from '@site/shared-contracts/platform';
import type { AuthDeps } from '../accounts/deps';
import { FORM_REFUSED } from '../accounts/outcome';
import { requestReset, resetLinkLive, RESET_LINK_INVALID, resetPassword } from '../accounts/password-reset';
import { lostPasswordMain, resetPasswordMain } from '../views/reset-pages';
import { acceptedBody, applyOutcome, noReferrer, refusedField, sendPage } from './reply';

/** The no-JS password reset: /lost-password asks for a link, /reset-password is where the link leads. */
export function registerResetRoutes(app: FastifyInstance, ctx: SliceContext<FastifyRequest>, deps: AuthDeps): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const csrf = (request: FastifyRequest) => ctx.requestContext(request).csrfToken;
  const showLost = (request: FastifyRequest, reply: FastifyReply, main: Html) =>
    sendPage(ctx, request, reply, { title: 'Reset your password', path: '/lost-password', main });
  const showReset = (request: FastifyRequest, reply: FastifyReply, main: Html) =>
    sendPage(ctx, request, reply, { title: 'Choose a new password', path: '/reset-password', main });

  app.get('/lost-password', async (request, reply) =>
    showLost(request, reply, lostPasswordMain(csrf(request), '', null)),
  );

  typed.post(
    '/lost-password',
    { schema: { body: siteResetRequestFormSchema }, attachValidation: true },
    async (request, reply) => {
      const form = acceptedBody(request);
      const outcome = form ? await requestReset(deps, request, form) : FORM_REFUSED.resetRequest;
      applyOutcome(reply, outcome);
      // After a refusal the address stays in the field; after the neutral answer the form starts empty.
      const email = !outcome.error ? '' : form ? form.email : refusedField(request.body, 'email');
      return showLost(request, reply, lostPasswordMain(csrf(request), email, outcome));
    },
  );

  // The token sits in the URL, so this page never leaks it in a Referer (A5).
  typed.get(
    '/reset-password',
    { schema: { querystring: linkPageQuerySchema }, onSend: noReferrer },
    async (request, reply) => {
      const asked = request.query.token;
      if (asked === undefined) return reply.header('cache-control', 'no-store').redirect('/lost-password', 303);
      const token = asked && (await resetLinkLive(deps, asked)) ? asked : null;
      if (!token) applyOutcome(reply, RESET_LINK_INVALID);
      return showReset(request, reply, resetPasswordMain(csrf(request), token, token ? null : RESET_LINK_INVALID));
    },
  );

  typed.post(
    '/reset-password',
    { schema: { body: siteResetPasswordFormSchema }, attachValidation: true, onSend: noReferrer },
    async (request, reply) => {
      const form = acceptedBody(request);
      const outcome = form ? await resetPassword(deps, request, form) : FORM_REFUSED.resetPassword;
      applyOutcome(reply, outcome);
      // After a typo the same link stays usable, so the form comes back; a dead link or success ends here.
      const again = form && outcome.error && outcome !== RESET_LINK_INVALID ? form.token : null;
      return showReset(request, reply, resetPasswordMain(csrf(request), again, outcome));
    },
  );
}
