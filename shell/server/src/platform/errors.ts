import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';

/** An error whose code and status the client may see. Everything else becomes INTERNAL_ERROR. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, code = 'BAD_REQUEST') => new HttpError(400, code, message);
export const notFound = (message = 'Not found', code = 'NOT_FOUND') => new HttpError(404, code, message);
export const forbidden = (message: string, code = 'FORBIDDEN') => new HttpError(403, code, message);

type ErrorBody = { statusCode: number; code: string; message: string };

/** Map any thrown value to a stable, safe answer: never a stack trace, never SQL. */
export function describeError(error: unknown): ErrorBody {
  if (error instanceof HttpError) return { statusCode: error.statusCode, code: error.code, message: error.message };
  if (error instanceof ZodError) {
    const first = error.issues[0];
    const where = first && first.path.length ? `${first.path.join('.')}: ` : '';
    return { statusCode: 400, code: 'VALIDATION_FAILED', message: `${where}${first?.message ?? 'invalid input'}` };
  }
  const fastifyError = error as Partial<FastifyError>;
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const code = (fastifyError.code ?? 'BAD_REQUEST').replace(/^FST_ERR_/, '').replace(/[^A-Z0-9_]/g, '_');
    return { statusCode: status, code: code || 'BAD_REQUEST', message: fastifyError.message ?? 'Bad request' };
  }
  return { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Something went wrong on our side. Please try again.' };
}

function wantsHtml(request: FastifyRequest): boolean {
  return !request.url.startsWith('/api/') && (request.headers.accept ?? '').includes('text/html');
}

export type HtmlErrorRenderer = (request: FastifyRequest, reply: FastifyReply, body: ErrorBody) => Promise<string>;

/** JSON errors with stable codes for APIs, a real page for browsers. */
export function registerErrorHandlers(app: FastifyInstance, renderHtml: HtmlErrorRenderer): void {
  app.setErrorHandler(async (error, request, reply) => {
    const body = describeError(error);
    if (body.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code, statusCode: body.statusCode }, 'request refused');
    reply.status(body.statusCode);
    if (wantsHtml(request)) return reply.type('text/html; charset=utf-8').send(await renderHtml(request, reply, body));
    return reply.send({ error: { code: body.code, message: body.message } });
  });
  app.setNotFoundHandler(async (request, reply) => {
    const body = { statusCode: 404, code: 'NOT_FOUND', message: `No page at ${request.url.split('?')[0]}` };
    reply.status(404);
    if (wantsHtml(request)) return reply.type('text/html; charset=utf-8').send(await renderHtml(request, reply, body));
    return reply.send({ error: { code: body.code, message: body.message } });
  });
}
