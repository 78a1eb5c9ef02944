import { HttpError } from '@site/platform-kit/http';

/** How long a client is asked to wait before trying again while the database is away. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * The database cannot be reached or did not answer in time: the request fails fast as a 503 with
 * Retry-After (a page, or the stable JSON error), never with the driver's message, which names the
 * database's address. The original error stays as `cause` for the log.
 */
export class DatabaseUnavailable extends HttpError {
  constructor(cause: unknown) {
    super(503, 'DATABASE_UNAVAILABLE', 'The site is busy right now. Please try again in a few seconds.', {
      'retry-after': String(RETRY_AFTER_SECONDS),
    });
    this.cause = cause;
  }
}

/** Socket errors, pool and query time-outs, and PostgreSQL's connection-class and shutdown codes. */
const NETWORK = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EPIPE', 'EAI_AGAIN']);
const SERVER = /^(08|57P0[1-3]|53300|57014)/;
const MESSAGES = /timeout exceeded when trying to connect|Query read timeout|Connection terminated|connection timeout/i;

export function isUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailable) return false;
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (NETWORK.has(code) || SERVER.test(code))) return true;
  return typeof message === 'string' && MESSAGES.test(message);
}

/** Rethrow an unreachable database as DatabaseUnavailable; anything else as it is. */
export function unavailableOr(error: unknown): never {
  throw isUnavailable(error) ? new DatabaseUnavailable(error) : error;
}
