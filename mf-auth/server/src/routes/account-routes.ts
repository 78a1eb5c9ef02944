import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { siteChangePasswordFormSchema } from '@site/shared-contracts/auth';
import type { SliceContext } from '@site/shared-contracts/platform';
import type { AuthDeps } from '../accounts/deps';
import { FORM_REFUSED, type AuthOutcome } from '../accounts/outcome';
import { changePassword } from '../accounts/password-change';
import { findUserById, type UserRow } from '../data/users';
import { sessionToken } from '../sessions/session-cookie';
import { accountMain } from '../views/account-page';
import { acceptedBody, applyOutcome, sendPage } from './reply';

/** Where an anonymous visitor is sent: the login page, which comes back here once logged in. */
const LOGIN_FIRST = `/login?redirect_to=${encodeURIComponent('/account')}`;

/** GET /account (the avatar menu's "My account") and POST /account/password, for logged-in visitors only. */
export function registerAccountRoutes(app: FastifyInstance, ctx: SliceContext<FastifyRequest>, deps: AuthDeps): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  /** The account of the session, or null for a visitor who is not (or no longer) logged in. */
  const accountOf = async (request: FastifyRequest): Promise<UserRow | null> => {
    const { visitor } = ctx.requestContext(request);
    return visitor.loggedIn ? findUserById(deps.db, visitor.user.id) : null;
  };
  const show = async (request: FastifyRequest, reply: FastifyReply, user: UserRow, outcome: AuthOutcome | null) =>
    sendPage(ctx, request, reply, {
      title: 'My account',
      path: '/account',
      main: accountMain({
        csrfToken: ctx.requestContext(request).csrfToken,
        name: user.display_name,
        email: user.email,
        outcome,
        // What other slices keep for this user (the shop's cashback clicks), handed over by the shell.
        sections: await ctx.accountSections(request),
      }),
    });
  const logInFirst = (reply: FastifyReply) => reply.header('cache-control', 'no-store').redirect(LOGIN_FIRST, 303);

  app.get('/account', async (request, reply) => {
    const user = await accountOf(request);
    return user ? show(request, reply, user, null) : logInFirst(reply);
  });

  typed.post(
    '/account/password',
    { schema: { body: siteChangePasswordFormSchema }, attachValidation: true },
    async (request, reply) => {
      const user = await accountOf(request);
      if (!user) return logInFirst(reply);
      const form = acceptedBody(request);
      const session = { user, token: sessionToken(request.cookies) };
      const outcome = form ? await changePassword(deps, request, session, form) : FORM_REFUSED.changePassword;
      applyOutcome(reply, outcome);
      return show(request, reply, user, outcome);
    },
  );
}
