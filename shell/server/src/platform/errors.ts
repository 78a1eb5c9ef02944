import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { describeIssue, HttpError } from '@site/platform-kit/http';

export { badRequest, forbidden, HttpError, notFound } from '@site/platform-kit/http';

type ErrorBody = { statusCode: number; code: string; message: string; headers?: Readonly<Record<string, string>> };

/** A route schema refused the request (fastify-type-provider-zod): `validation` holds zod's issues. */
type SchemaValidationError = FastifyError & {
  validation: { instancePath?: string; message?: string }[];
  validationContext?: string;
};

function isSchemaValidation(error: unknown): error is SchemaValidationError {
  return Array.isArray((error as { validation?: unknown } | null)?.validation);
}

/** Map any thrown value to a stable, safe answer: never a stack trace, never SQL. */
export function describeError(error: unknown): ErrorBody {
  if (error instanceof HttpError) {
    return { statusCode: error.statusCode, code: error.code, message: error.message, headers: error.headers };
  }
  if (error instanceof ZodError) return { statusCode: 400, code: 'VALIDATION_FAILED', message: describeIssue(error) };
  if (isSchemaValidation(error)) {
    const first = error.validation[0];
    const where = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.') || error.validationContext || '';
    return {
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: `${where ? `${where}: ` : ''}${first?.message ?? 'invalid input'}`,
    };
  }
  const fastifyError = error as Partial<FastifyError>;
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const code = (fastifyError.code ?? 'BAD_REQUEST').replace(/^FST_ERR_/, '').replace(/[^A-Z0-9_]/g, '_');
    return { statusCode: status, code: code || 'BAD_REQUEST', message: fastifyError.message ?? 'Bad request' };
  }
  return { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Something went wrong on our side. Please try again.' };
}

export function wantsHtml(request: FastifyRequest): boolean {
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
    if (body.headers) reply.headers(body.headers);
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
