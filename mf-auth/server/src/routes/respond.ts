import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthResponse } from '@site/shared-contracts/auth';
import { escapeHtml } from '../html';
import type { AuthOutcome } from '../outcome';

/** Status and headers every adapter sets from an outcome: never cached, Retry-After on a 429. */
export function applyOutcome(reply: FastifyReply, outcome: AuthOutcome): void {
  reply.status(outcome.status).header('cache-control', 'no-store');
  if (outcome.retryAfterSeconds !== undefined) reply.header('retry-after', String(outcome.retryAfterSeconds));
}

/** Spec 3.9 JSON: `message` is HTML, so the plain-text message is escaped here. */
export function ajaxBody(outcome: AuthOutcome): AuthResponse {
  return {
    error: outcome.error,
    message: escapeHtml(outcome.message),
    ...(outcome.redirecturl ? { redirecturl: outcome.redirecturl } : {}),
  };
}

/** The outcome area of a no-JS page: an alert for errors, a status for success. */
export function noticeHtml(outcome: Pick<AuthOutcome, 'error' | 'message'> | null): string {
  if (!outcome) return '';
  return outcome.error
    ? `<p class="auth-page__error" role="alert">${escapeHtml(outcome.message)}</p>`
    : `<p class="auth-page__success" role="status">${escapeHtml(outcome.message)}</p>`;
}

/** A labelled input; every value is escaped. */
export function inputHtml(field: {
  id: string;
  name: string;
  label: string;
  type: string;
  autocomplete: string;
  value?: string;
  extra?: string;
}): string {
  const value = field.value ? ` value="${escapeHtml(field.value)}"` : '';
  return `<p><label for="${field.id}">${escapeHtml(field.label)}</label>
<input id="${field.id}" type="${field.type}" name="${field.name}" autocomplete="${field.autocomplete}" required${value}${field.extra ?? ''}></p>`;
}

export function hiddenHtml(name: string, value: string): string {
  return `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;
}

export function bodyField(body: unknown, name: string, max = 254): string {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value.slice(0, max) : '';
}

/**
 * Route-level onSend hook for pages whose URL carries a secret token: the platform sets a site-wide
 * Referrer-Policy first, and this runs after it, so links on the page never leak the token (A5).
 */
export async function noReferrer(_request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  reply.header('referrer-policy', 'no-referrer');
  return payload;
}
