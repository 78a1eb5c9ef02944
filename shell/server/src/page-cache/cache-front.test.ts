import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pickEncoding } from './cache-front';
import { frontedServer as frontedServerFactory } from './fronted-server';
import { testFront } from './testing/test-front';

const PREFIX = 'versions tokens';
const HTML = { accept: 'text/html' };
const PAGE_HEADERS = { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "default-src 'self'" };

type Answer = { status: number; headers: Record<string, string>; text: () => Promise<string> };

/**
 * One request on its own connection, with exactly these headers (fetch would not send Host or Cookie). With
 * `Connection: close` Node's parser reads it (raw-hits.ts declines it); with keep-alive the connection's own.
 */
function ask(port: number, path: string, method: string, headers: Record<string, string>, keepAlive: boolean) {
  return new Promise<Answer>((resolve, reject) => {
    const agent = keepAlive ? new http.Agent({ keepAlive: true }) : false;
    const request = http.request({ port, host: '127.0.0.1', path, method, headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        const flat = Object.fromEntries(Object.entries(response.headers).map(([k, v]) => [k, String(v)]));
        resolve({ status: response.statusCode ?? 0, headers: flat, text: async () => text });
        if (agent) agent.destroy();
      });
    });
    request.on('error', reject);
    request.end();
  });
}

/** The site's server with the front before a handler that stands for Fastify and counts what reached it. */
async function frontedServer(peek: () => string | null, keepAlive: boolean) {
  const { store, front } = testFront({ peekKeyPrefix: peek });
  let reachedFastify = 0;
  const server = frontedServerFactory(() => front)((request, response) => {
    reachedFastify += 1;
    response.writeHead(200, { 'content-type': 'text/plain' }).end('from fastify');
  }, {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    store,
    front,
    reached: () => reachedFastify,
    get: (path: string, init: { method?: string; headers?: Record<string, string> } = {}) =>
      ask(port, path, init.method ?? 'GET', { host: `localhost:${port}`, ...HTML, ...init.headers }, keepAlive),
    close: () =>
      new Promise<void>((resolve) => {
        front.close(); // hands the connections it reads to Node's server, which closes them all below
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

describe.each([
  ["through Node's http parser", false],
  ["on the connection's own reader", true],
])('the page cache front, %s', (_door, keepAlive) => {
  let s: Awaited<ReturnType<typeof frontedServer>>;
  let prefix: string | null = PREFIX;
  beforeEach(async () => {
    prefix = PREFIX;
    s = await frontedServer(() => prefix, keepAlive);
    s.store.put(`${PREFIX} /blog/a-post`, '<!doctype html><p>A post', PAGE_HEADERS);
  });
  afterEach(() => s.close());

  it('answers a stored page itself, with the headers it was stored with', async () => {
    const response = await s.get('/blog/a-post', { headers: { 'accept-encoding': 'identity' } });
    expect(await response.text()).toBe('<!doctype html><p>A post');
    expect(response.headers['content-security-policy']).toBe("default-src 'self'");
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toMatch(/^public, .*s-maxage=/);
    expect(response.headers['x-page-cache']).toBe('hit');
    expect(s.reached()).toBe(0);
  });

  it('answers HEAD without a body and a matching ETag with 304', async () => {
    const head = await s.get('/blog/a-post', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    expect(await head.text()).toBe('');
    const etag = String(head.headers.etag);
    const notModified = await s.get('/blog/a-post', { headers: { 'if-none-match': etag } });
    expect(notModified.status).toBe(304);
    expect(s.reached()).toBe(0);
  });

  it.each([
    ['a session cookie', '/blog/a-post', { cookie: 'theme=dark; sid=abc' }, 'GET'],
    ['a foreign host name', '/blog/a-post', { host: 'evil.example' }, 'GET'],
    ['no HTML asked for', '/blog/a-post', { accept: 'application/json' }, 'GET'],
    ['a state change', '/blog/a-post', {}, 'POST'],
    ['a page not stored', '/blog/another', {}, 'GET'],
  ])('leaves a request with %s to Fastify', async (_why, path, headers, method) => {
    const response = await s.get(path, { method, headers });
    expect(await response.text()).toBe('from fastify');
    expect(s.reached()).toBe(1);
  });

  it('leaves to Fastify what it cannot key at once, and everything once closing', async () => {
    prefix = null; // a canary bucket decides, or the content tokens must be read again
    expect(await (await s.get('/blog/a-post')).text()).toBe('from fastify');
    prefix = PREFIX;
    s.front.close();
    expect(await (await s.get('/blog/a-post')).text()).toBe('from fastify');
    expect(s.reached()).toBe(2);
  });
});

describe('the copy a hit is sent as', () => {
  const page = { html: Buffer.from('<p>x'), etag: '"x"', headers: {} };

  it('follows Accept-Encoding, and has none to offer while the compressed copies are being made', () => {
    expect(pickEncoding(page, 'br, gzip')).toBeUndefined();
    expect(pickEncoding(page, undefined)?.encoding).toBe('identity');
    const compressed = { ...page, br: Buffer.from('b'), gzip: Buffer.from('g') };
    expect(pickEncoding(compressed, 'gzip, deflate, br')?.encoding).toBe('br');
    expect(pickEncoding(compressed, 'gzip')?.body.toString()).toBe('g');
    expect(pickEncoding(compressed, 'identity')?.body.toString()).toBe('<p>x');
  });
});
