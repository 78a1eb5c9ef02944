import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  linkPageQuerySchema,
  siteConfirmFormSchema,
  siteRegisterFormSchema,
  type CaptchaResponse,
} from '@site/shared-contracts/auth';
import type { SliceContext } from '@site/shared-contracts/platform';
import type { AuthDeps } from '../accounts/deps';
import { FORM_REFUSED, type AuthOutcome } from '../accounts/outcome';
import { confirmationLive, CONFIRM_LINK_INVALID, confirmRegistration, register } from '../accounts/registration';
import { newCaptcha } from '../captcha/challenges';
import { confirmMain, registerMain } from '../views/register-page';
import { asksForFallback, swapForQuestion } from './captcha-fallback';
import { acceptedBody, applyOutcome, noReferrer, refusedField, sendPage } from './reply';

/** GET/POST /register (the no-JS registration form) and the e-mailed link's /register/confirm. */
export function registerRegisterRoutes(app: FastifyInstance, ctx: SliceContext<FastifyRequest>, deps: AuthDeps): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const csrf = (request: FastifyRequest) => ctx.requestContext(request).csrfToken;
  const showRegister = async (
    request: FastifyRequest,
    reply: FastifyReply,
    fields: { email: string; name: string; outcome: AuthOutcome | null },
    shown?: CaptchaResponse,
  ) => {
    // A finished registration needs no new challenge; any other answer shows a fresh one (single use).
    const captcha = fields.outcome && !fields.outcome.error ? null : (shown ?? (await newCaptcha(deps.db)));
    const main = registerMain({ ...fields, captcha, csrfToken: csrf(request) });
    return sendPage(ctx, request, reply, { title: 'Create an account', path: '/register', main });
  };
  const showConfirm = (
    request: FastifyRequest,
    reply: FastifyReply,
    token: string | null,
    outcome: AuthOutcome | null,
  ) =>
    sendPage(ctx, request, reply, {
      title: 'Confirm your account',
      path: '/register/confirm',
      main: confirmMain(csrf(request), token, outcome),
    });

  typed.get('/register', async (request, reply) =>
    showRegister(request, reply, { email: '', name: '', outcome: null }),
  );

  typed.post(
    '/register',
    { schema: { body: siteRegisterFormSchema }, attachValidation: true },
    async (request, reply) => {
      const fields = {
        email: refusedField(request.body, 'email'),
        name: refusedField(request.body, 'display_name', 100),
      };
      if (asksForFallback(request.body)) {
        const { captcha, outcome } = await swapForQuestion(deps, request);
        if (outcome) applyOutcome(reply, outcome);
        return showRegister(request, reply, { ...fields, outcome }, captcha);
      }
      const form = acceptedBody(request);
      const outcome = form ? await register(deps, request, form) : FORM_REFUSED.register;
      applyOutcome(reply, outcome);
      return showRegister(request, reply, {
        email: form ? form.email : fields.email,
        name: form ? form.display_name : fields.name,
        outcome,
      });
    },
  );

  // GET only shows a button: following a link must not change anything by itself.
  typed.get(
    '/register/confirm',
    { schema: { querystring: linkPageQuerySchema }, onSend: noReferrer },
    async (request, reply) => {
      const asked = request.query.token;
      const token = asked && (await confirmationLive(deps, asked)) ? asked : null;
      if (!token) applyOutcome(reply, CONFIRM_LINK_INVALID);
      return showConfirm(request, reply, token, token ? null : CONFIRM_LINK_INVALID);
    },
  );

  typed.post(
    '/register/confirm',
    { schema: { body: siteConfirmFormSchema }, attachValidation: true, onSend: noReferrer },
    async (request, reply) => {
      const form = acceptedBody(request);
      const outcome = form ? await confirmRegistration(deps, form.token) : CONFIRM_LINK_INVALID;
      applyOutcome(reply, outcome);
      return showConfirm(request, reply, null, outcome);
    },
  );
}
