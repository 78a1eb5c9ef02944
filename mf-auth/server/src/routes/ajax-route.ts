import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeHtml } from '@site/platform-kit/html';
import { parseOr400 } from '@site/platform-kit/http';
import {
  AUTH_LOGIN_ACTION,
  AUTH_REGISTER_ACTION,
  AUTH_RESETPASS_ACTION,
  ajaxActionSchema,
  authRequestSchema,
  authResponseSchema,
  type AuthRequest,
  type AuthResponse,
} from '@site/shared-contracts/auth';
import { apiErrorSchema } from '@site/shared-contracts/platform';
import type { AuthDeps } from '../accounts/deps';
import { logIn } from '../accounts/login';
import { FORM_REFUSED, type AuthOutcome } from '../accounts/outcome';
import { requestReset } from '../accounts/password-reset';
import { register } from '../accounts/registration';
import { acceptedBody, applyOutcome } from './reply';

/** Spec 3.9 JSON: `message` is HTML, so the plain-text message is escaped here. */
export function ajaxBody(outcome: AuthOutcome): AuthResponse {
  return {
    error: outcome.error,
    message: escapeHtml(outcome.message),
    ...(outcome.redirecturl ? { redirecturl: outcome.redirecturl } : {}),
    ...(outcome.captcha ? { captcha: true as const } : {}),
  };
}

const REFUSED = {
  [AUTH_LOGIN_ACTION]: FORM_REFUSED.login,
  [AUTH_REGISTER_ACTION]: FORM_REFUSED.register,
  [AUTH_RESETPASS_ACTION]: FORM_REFUSED.resetRequest,
} as const;

/** Run the action the body names; a body its schema refused answers which fields the form needs. */
async function decide(
  deps: AuthDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  body: AuthRequest | null,
): Promise<AuthOutcome> {
  if (!body) return REFUSED[parseOr400(ajaxActionSchema, request.body, 'AJAX_UNKNOWN_ACTION').action];
  switch (body.action) {
    case AUTH_LOGIN_ACTION:
      return logIn(deps, request, reply, body);
    case AUTH_REGISTER_ACTION:
      return register(deps, request, body);
    case AUTH_RESETPASS_ACTION:
      return requestReset(deps, request, body);
  }
}

/**
 * The site's one AJAX endpoint (spec 7.2): a single route whose body is one of the three account forms
 * with its action name, each a thin adapter over the service its no-JS page uses. Every answer is the
 * spec 3.9 shape, refusals included; only an action this endpoint does not know is a plain API error.
 */
export function registerAjaxRoute(app: FastifyInstance, deps: AuthDeps): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/ajax',
    {
      schema: {
        body: authRequestSchema,
        response: {
          200: authResponseSchema,
          // A refused form is spec 3.9 JSON; an unknown action the platform's error shape.
          400: z.union([authResponseSchema, apiErrorSchema]),
          401: authResponseSchema,
          429: authResponseSchema,
        },
      },
      attachValidation: true,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const outcome = await decide(deps, request, reply, acceptedBody(request));
      applyOutcome(reply, outcome);
      return ajaxBody(outcome);
    },
  );
}
