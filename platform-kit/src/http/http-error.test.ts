import { z } from 'zod';
import {
  HttpError,
  badRequest,
  notFound,
  parseOr400,
  refusedAs,
  refusedByRateLimit,
  tooManyRequests,
} from './http-error';

describe('HttpError', () => {
  it('carries status, stable code and message', () => {
    const error = notFound('No such product', 'SHOP_PRODUCT_NOT_FOUND');
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ statusCode: 404, code: 'SHOP_PRODUCT_NOT_FOUND', message: 'No such product' });
    expect(badRequest('x').code).toBe('BAD_REQUEST');
  });

  it('refuses codes a client could not switch on reliably', () => {
    expect(() => new HttpError(400, 'bad code', 'x')).toThrow('UPPER_SNAKE_CASE');
  });

  it('a 429 says when to come back, in whole seconds', () => {
    expect(tooManyRequests('Slow down', 0.2).headers).toEqual({ 'retry-after': '1' });
    expect(tooManyRequests('Slow down', 61.5).headers).toEqual({ 'retry-after': '62' });
  });
});

describe('refusedByRateLimit', () => {
  const tooMany = { message: (seconds: number) => `Wait ${seconds} s.`, code: 'X_RATE_LIMITED' };

  it('is a 429 with the slice message when the budget is spent', () => {
    const error = refusedByRateLimit({ retryAfterSeconds: 7.2 }, tooMany);
    expect([error.statusCode, error.code, error.message]).toEqual([429, 'X_RATE_LIMITED', 'Wait 8 s.']);
    expect(error.headers).toEqual({ 'retry-after': '8' });
  });

  it('is a short 503, not "too many", when only the shared counters could not answer', () => {
    const error = refusedByRateLimit({ retryAfterSeconds: 5, storeDown: true }, tooMany);
    expect([error.statusCode, error.code]).toEqual([503, 'TEMPORARILY_UNAVAILABLE']);
    expect(error.message).toMatch(/unavailable for a moment/);
    expect(error.headers).toEqual({ 'retry-after': '5' });
  });
});

describe('parseOr400', () => {
  const schema = z.object({ quantity: z.coerce.number().int().max(99) });

  it('returns the parsed value', () => {
    expect(parseOr400(schema, { quantity: '3' })).toEqual({ quantity: 3 });
  });

  it('turns the first issue into a 400 naming the field', () => {
    expect(() => parseOr400(schema, { quantity: '500' }, 'SHOP_BAD_QUANTITY')).toThrow(
      expect.objectContaining({
        statusCode: 400,
        code: 'SHOP_BAD_QUANTITY',
        message: expect.stringMatching(/^quantity: /),
      }),
    );
  });
});

describe('refusedAs', () => {
  it("answers a route schema's refusal with the slice's code for that part, naming the field", () => {
    const format = refusedAs({ querystring: 'SHOP_BAD_QUERY' });
    expect(format([{ instancePath: '/paged', message: 'Too big' }], 'querystring')).toMatchObject({
      statusCode: 400,
      code: 'SHOP_BAD_QUERY',
      message: 'paged: Too big',
    });
    expect(format([{ instancePath: '' }], 'body')).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'body: invalid input',
    });
  });
});
