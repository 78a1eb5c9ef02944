import Fastify from 'fastify';
import { HttpError } from '@site/platform-kit/http';
import { createAjaxRegistry, registerAjaxEndpoint } from './ajax-endpoint';

async function appWith(register: (registry: ReturnType<typeof createAjaxRegistry>) => void) {
  const app = Fastify();
  // The platform's error shape, as the real app's handler answers an HttpError.
  app.setErrorHandler((error, _request, reply) =>
    error instanceof HttpError
      ? reply.status(error.statusCode).send({ error: { code: error.code, message: error.message } })
      : reply.status(500).send({}),
  );
  const registry = createAjaxRegistry();
  register(registry);
  registerAjaxEndpoint(app, '/api/ajax', registry);
  await app.ready();
  return app;
}

it('hands the body to the slice that registered its action, JSON or form', async () => {
  const app = await appWith((registry) =>
    registry.forSlice('mf-popups').register('popups_get_content', async (request, reply) => {
      reply.status(201);
      return { got: request.body };
    }),
  );
  const json = await app.inject({ method: 'POST', url: '/api/ajax', payload: { action: 'popups_get_content', a: 1 } });
  expect(json.statusCode).toBe(201);
  expect(json.json()).toEqual({ got: { action: 'popups_get_content', a: 1 } });
  await app.close();
});

it('answers AJAX_UNKNOWN_ACTION for an action nobody registered, or none', async () => {
  const app = await appWith(() => undefined);
  for (const payload of [{ action: 'nope' }, { other: 1 }, { action: ['x'] }]) {
    const response = await app.inject({ method: 'POST', url: '/api/ajax', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('AJAX_UNKNOWN_ACTION');
  }
  await app.close();
});

it('refuses a second owner of an action name at start', () => {
  const registry = createAjaxRegistry();
  registry.forSlice('mf-auth').register('site_login', async () => ({}));
  expect(() => registry.forSlice('mf-popups').register('site_login', async () => ({}))).toThrow(
    "AJAX action site_login of mf-popups is already mf-auth's",
  );
});
