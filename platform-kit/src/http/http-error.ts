import type { z } from 'zod';

/**
 * An error the visitor may see: its status, a stable code (`SHOP_PRODUCT_NOT_FOUND`) and a message.
 * The shell's error handler answers it as `{error:{code,message}}` or an error page; anything thrown
 * that is not an HttpError (or a Fastify 4xx) becomes a 500 that shows no cause.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** Extra response headers, such as Retry-After on a 429. */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'HttpError';
    if (!/^[A-Z][A-Z0-9_]+$/.test(code)) throw new TypeError(`error codes are UPPER_SNAKE_CASE, not '${code}'`);
  }
}

export const badRequest = (message: string, code = 'BAD_REQUEST') => new HttpError(400, code, message);
export const unauthorized = (message: string, code = 'UNAUTHORIZED') => new HttpError(401, code, message);
export const forbidden = (message: string, code = 'FORBIDDEN') => new HttpError(403, code, message);
export const notFound = (message = 'Not found', code = 'NOT_FOUND') => new HttpError(404, code, message);
export const conflict = (message: string, code = 'CONFLICT') => new HttpError(409, code, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number, code = 'RATE_LIMITED') =>
  new HttpError(429, code, message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });

/**
 * What a rate limiter's refusal is answered: 429 with the slice's message when the budget is spent, or 503
 * "unavailable for a moment" when only the shared counters (Redis) could not answer: the visitor did
 * nothing too often, and is told to come back in the few seconds the store needs to return.
 */
export function refusedByRateLimit(
  decision: { retryAfterSeconds: number; storeDown?: boolean },
  tooMany: { message: (seconds: number) => string; code: string },
): HttpError {
  const seconds = Math.max(1, Math.ceil(decision.retryAfterSeconds));
  if (!decision.storeDown) return tooManyRequests(tooMany.message(seconds), seconds, tooMany.code);
  return new HttpError(
    503,
    'TEMPORARILY_UNAVAILABLE',
    'This is unavailable for a moment. Please try again in a few seconds.',
    {
      'retry-after': String(seconds),
    },
  );
}

/** The first problem of a zod failure as one readable line: `quantity: Too big: expected ≤99`. */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  return `${where}${issue?.message ?? 'invalid input'}`;
}

/** Parse request input with its contract schema; a failure is a 400 with the schema's own message. */
export function parseOr400<S extends z.ZodType>(schema: S, value: unknown, code = 'VALIDATION_FAILED'): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw badRequest(describeIssue(result.error), code);
}

/** One problem as a route schema reports it (Fastify's validation error, without depending on Fastify). */
export type SchemaProblem = { instancePath: string; message?: string | undefined };

/**
 * A route's `schemaErrorFormatter` that answers a refusal with the slice's own code for the part of the
 * request that was wrong (`{ querystring: 'SHOP_BAD_QUERY' }`), in the shell's message format: the field,
 * then the schema's words. Parts without a code of their own answer VALIDATION_FAILED.
 */
export function refusedAs(codes: Readonly<Partial<Record<string, string>>>) {
  return (problems: readonly SchemaProblem[], part: string): HttpError => {
    const first = problems[0];
    const where = first?.instancePath.replace(/^\//, '').replace(/\//g, '.') || part;
    return badRequest(`${where}: ${first?.message ?? 'invalid input'}`, codes[part] ?? 'VALIDATION_FAILED');
  };
}
