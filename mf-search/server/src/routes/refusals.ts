import type { FastifySchemaValidationError } from 'fastify';
import { HttpError } from '@site/platform-kit/http';

/** mf-search's refusals: clients switch on these codes, so a bad search call says which part was wrong. */
export const SEARCH_REFUSALS = {
  term: { code: 'SEARCH_BAD_TERM', message: 'The search term must be 1 to 100 characters.' },
  postType: { code: 'SEARCH_BAD_POST_TYPE', message: 'Unknown content type.' },
  exclusion: { code: 'SEARCH_BAD_EXCLUSION', message: 'An exclusion is exclude_<taxonomy> followed by term ids.' },
  numitems: { code: 'SEARCH_BAD_NUMITEMS', message: 'numitems must be 1 to 50.' },
  panelRequest: { code: 'SEARCH_BAD_PANEL_REQUEST', message: 'Unknown action or a bad searchstring.' },
} as const;

type Refusal = (typeof SEARCH_REFUSALS)[keyof typeof SEARCH_REFUSALS];

export const refuse = ({ code, message }: Refusal): HttpError => new HttpError(400, code, message);

/**
 * A route's `schemaErrorFormatter`: a refusal by the route schema answers with the slice's own code,
 * chosen by the field of the first problem (`post_type`, `*.term`, `*.exclusions`, ...), instead of the
 * platform's generic VALIDATION_FAILED.
 */
export function refusalByField(byField: Readonly<Record<string, Refusal>>, otherwise: Refusal) {
  return (errors: FastifySchemaValidationError[]): Error => {
    const field = (errors[0]?.instancePath ?? '').split('/').filter(Boolean).join('.');
    const match = Object.keys(byField).find((key) => field === key || field.startsWith(`${key}.`));
    return refuse((match && byField[match]) || otherwise);
  };
}
