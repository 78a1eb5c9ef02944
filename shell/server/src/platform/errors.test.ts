import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, tooManyRequests } from '@site/platform-kit/http';
import { describeError, registerErrorHandlers } from './errors';

async function appWithRoutes() {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandlers(app, async (_request, _reply, body) => `<h1>${body.code}</h1>`);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/api/items/:id',
    { schema: { params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }) } },
    async (request) => ({ id: request.params.id }),
  );
  typed.get('/api/limited', async () => {
    throw tooManyRequests('Slow down', 30);
  });
  typed.get('/api/broken', async () => {
    throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
  });
  await app.ready();
  return app;
}

describe('the error handler', () => {
  it('answers a route schema refusal as 400 VALIDATION_FAILED naming the field', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({ url: '/api/items/99999999999' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'VALIDATION_FAILED', message: expect.stringMatching(/^id: /) } });
    expect((await app.inject({ url: '/api/items/7' })).json()).toEqual({ id: 7 });
  });

  it("keeps an HttpError's code and sends its headers", async () => {
    const app = await appWithRoutes();
    const response = await app.inject({ url: '/api/limited' });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('30');
    expect(response.json()).toEqual({ error: { code: 'RATE_LIMITED', message: 'Slow down' } });
  });

  it('never shows the cause of a 500', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({ url: '/api/broken' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('ECONNREFUSED');
    expect(response.json().error.code).toBe('INTERNAL_ERROR');
  });

  it('describes a thrown HttpError from the kit as itself', () => {
    expect(describeError(new HttpError(404, 'SHOP_PRODUCT_NOT_FOUND', 'No such product'))).toMatchObject({
      statusCode: 404,
      code: 'SHOP_PRODUCT_NOT_FOUND',
    });
  });
});
