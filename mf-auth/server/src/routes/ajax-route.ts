import type { FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '@site/platform-kit/html';
import { parseOr400 } from '@site/platform-kit/http';
import {
  AUTH_LOGIN_ACTION,
  AUTH_REGISTER_ACTION,
  AUTH_RESETPASS_ACTION,
  ajaxActionSchema,
  authRequestSchema,
  type AuthRequest,
  type AuthResponse,
} from '@site/shared-contracts/auth';
import type { AjaxActions } from '@site/shared-contracts/platform';
import type { AuthDeps } from '../accounts/deps';
import { logIn } from '../accounts/login';
import { FORM_REFUSED, type AuthOutcome } from '../accounts/outcome';
import { requestReset } from '../accounts/password-reset';
import { register } from '../accounts/registration';
import { applyOutcome } from './reply';

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
 * Spec 7.2's three actions on the site's one AJAX endpoint (the shell's `POST {ajaxUrl}` dispatches by `action`):
 * the body is one of the three account forms with its action name, each a thin adapter over the service its no-JS
 * page uses. Every answer is the spec 3.9 shape, refusals included.
 */
export function registerAjaxActions(ajax: AjaxActions<FastifyRequest, FastifyReply>, deps: AuthDeps): void {
  const handler = async (request: FastifyRequest, reply: FastifyReply): Promise<AuthResponse> => {
    reply.header('cache-control', 'no-store');
    const parsed = authRequestSchema.safeParse(request.body);
    const outcome = await decide(deps, request, reply, parsed.success ? parsed.data : null);
    applyOutcome(reply, outcome);
    return ajaxBody(outcome);
  };
  for (const action of [AUTH_LOGIN_ACTION, AUTH_REGISTER_ACTION, AUTH_RESETPASS_ACTION]) ajax.register(action, handler);
}
