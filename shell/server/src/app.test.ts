import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { remoteNames } from '@site/shared-contracts/platform';
import { buildTestApp, type TestApp } from '../../../tools/testing/test-app';
import { testDrivers } from '../../../tools/testing/test-db';
import { newVisitor } from '../../../tools/testing/visitor';

describe.each(testDrivers())('shell app on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ driver });
  });
  afterAll(() => t.close());

  it('reports the database and every remote in /api/health', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.database).toEqual({ ok: true, driver });
    expect(body.remotes.map((r: { name: string }) => r.name)).toEqual(remoteNames);
    expect(body.status).toBe('degraded');
  });

  it('answers unknown API paths with a stable JSON error code', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No page at /api/nothing-here' } });
  });

  it('renders an HTML 404 page with the shell layout for browsers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/nowhere', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('Page not found');
    expect(response.body).toContain('<header class="site-header" id="site-header">');
    expect(response.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('refuses a state change without a CSRF token and never leaks a stack', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/remotes', payload: {} });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('CSRF_INVALID');
  });

  it('refuses a cross-site POST even with a token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/remotes',
      headers: { 'sec-fetch-site': 'cross-site' },
      payload: {},
    });
    expect(response.json().error.code).toBe('CSRF_REFUSED');
  });

  it('takes a same-origin proof from Origin or Fetch Metadata, and wants the token only when neither says', async () => {
    const post = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/remotes', headers, payload: {} });
    const code = async (headers: Record<string, string>) => (await post(headers)).json().error.code;
    // Past the CSRF check, the unknown route answers for itself.
    expect(await code({ origin: 'http://localhost:3000' })).toBe('NOT_FOUND');
    expect(await code({ 'sec-fetch-site': 'same-origin' })).toBe('NOT_FOUND');
    // `Origin: null` (no-referrer pages) is same-origin only when Fetch Metadata says so.
    expect(await code({ origin: 'null', 'sec-fetch-site': 'same-origin' })).toBe('NOT_FOUND');
    expect(await code({ origin: 'null' })).toBe('CSRF_REFUSED');
    expect(await code({ origin: 'null', 'sec-fetch-site': 'same-site' })).toBe('CSRF_REFUSED');
    expect(await code({ origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' })).toBe('CSRF_REFUSED');
    expect(await code({ 'sec-fetch-site': 'same-site' })).toBe('CSRF_INVALID');
    const visitor = newVisitor();
    expect(await code({ 'sec-fetch-site': 'same-site', ...visitor.headers })).toBe('NOT_FOUND');
  });

  it('sends pages compressed when the browser accepts it, decoding to the same bytes', async () => {
    const visitor = newVisitor();
    // A page and an error page of a route (the 404 handler is not a route, so @fastify/compress skips it).
    for (const url of ['/', '/admin/remotes']) {
      const get = (encoding: string) =>
        t.app.inject({ url, headers: { ...visitor.headers, accept: 'text/html', 'accept-encoding': encoding } });
      const plain = await get('identity');
      const br = await get('br');
      const gzip = await get('gzip');
      expect(br.headers['content-encoding']).toBe('br');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      const normalise = (text: string) => text.replace(/"generatedAt":"[^"]*"/, '');
      expect(normalise(brotliDecompressSync(br.rawPayload).toString())).toBe(normalise(plain.body));
      expect(normalise(gunzipSync(gzip.rawPayload).toString())).toBe(normalise(plain.body));
    }
  });

  it('answers a malformed URL with the same error shape as every other error', async () => {
    for (const url of ['/%E0%A4%A', '/blog/%zz']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: { code: 'BAD_URL', message: expect.any(String) } });
    }
  });
});
