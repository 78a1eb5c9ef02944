import Fastify from 'fastify';
import { allowedHosts, hostnameOf, registerHostCheck } from './host-check';
import { registerErrorHandlers } from './errors';

describe('the Host allow-list', () => {
  it('takes the host name without the port, IPv6 included', () => {
    expect(hostnameOf('Shop.Example:443')).toBe('shop.example');
    expect(hostnameOf('[::1]:3000')).toBe('[::1]');
    expect(hostnameOf(undefined)).toBe('');
  });

  it("allows SITE_URL's host, and the loopback names only when the site listens on loopback", () => {
    expect([...allowedHosts('https://shop.example', false)]).toEqual(['shop.example']);
    expect(allowedHosts('http://localhost:3000', true).has('127.0.0.1')).toBe(true);
  });

  it('refuses a request for another host with 421 in the stable error shape, before any route runs', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandlers(app, async () => '<h1>refused</h1>');
    registerHostCheck(app, allowedHosts('https://shop.example', false));
    const handler = jest.fn(async () => ({ ok: true }));
    app.get('/api/x', handler);
    const refused = await app.inject({ url: '/api/x', headers: { host: 'evil.example' } });
    expect(refused.statusCode).toBe(421);
    expect(refused.json()).toEqual({ error: { code: 'HOST_NOT_ALLOWED', message: expect.any(String) } });
    expect(handler).not.toHaveBeenCalled();
    expect((await app.inject({ url: '/api/x', headers: { host: 'shop.example:443' } })).statusCode).toBe(200);
  });
});
