import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { contentSlice } from '@site/mf-content/server';
import { buildTestApp, type TestApp } from '../../../../tools/testing/test-app';
import { testDrivers } from '../../../../tools/testing/test-db';
import { newVisitor } from '../../../../tools/testing/visitor';
import { FORM, loggedIn } from '../admin/testing/admin-visitors';
import { fakeBuild } from '../store/testing/remote-build';
import { publishRemote } from '../store/publish';
import { createRegistry } from '../store/registry';

const HTML = { accept: 'text/html' };

describe.each(testDrivers())('the shared page cache on %s', (driver) => {
  let t: TestApp;
  let storeDir: string;
  let post: { slug: string };
  beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'site-page-cache-'));
    storeDir = path.join(dataDir, 'remotes');
    t = await buildTestApp({ driver, env: { DATA_DIR: dataDir } });
    await contentSlice.seed?.(t.db, { posts: 3, products: 0, offers: 0, users: 0 }, () => {});
    for (const version of ['1.0.0', '2.0.0']) {
      const buildDir = fakeBuild('mf-search', { entry: `var v='${version}'` });
      await publishRemote(t.db, { remote: 'mf-search', buildDir, storeDir, version, publisher: 't' });
    }
    await createRegistry(t.db, storeDir).activate('mf-search', '1.0.0', { actor: 'rm' });
    const { rows } = await t.db.query<{ slug: string }>('SELECT slug FROM content.posts ORDER BY id LIMIT 1');
    post = rows[0] ?? { slug: '' };
  }, 60_000);
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { ...HTML, ...headers } });

  it('gives two anonymous visitors byte-identical HTML, sets no cookie, and lets a CDN hold it', async () => {
    const url = `/blog/${post.slug}`;
    const first = await get(url);
    const returning = newVisitor();
    const second = await get(url, { cookie: returning.cookie });
    expect(first.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers['x-page-cache']).toBe('hit');
    for (const response of [first, second]) {
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(response.headers['cache-control']).toMatch(/public.*s-maxage=\d+.*stale-while-revalidate=\d+/);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers.vary).toMatch(/cookie/i);
    }
    // No visitor's token is in a shared page.
    expect(first.body).not.toContain(returning.csrfToken);
    expect(first.body).toContain('"csrfToken":""');
  });

  it('answers br and gzip from the cache that decode to the same bytes, and 304 to a matching ETag', async () => {
    const plain = await get('/blog');
    const compressed = async (encoding: string) => {
      for (;;) {
        const response = await get('/blog', { 'accept-encoding': encoding });
        if (response.headers['x-page-cache'] === 'hit' && response.headers['content-encoding'] === encoding) {
          return response.rawPayload;
        }
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    expect(brotliDecompressSync(await compressed('br')).toString()).toBe(plain.body);
    expect(gunzipSync(await compressed('gzip')).toString()).toBe(plain.body);
    const etag = String(plain.headers.etag);
    const notModified = await get('/blog', { 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
  });

  it('never serves a logged-in visitor from the shared cache, nor stores what they see', async () => {
    const url = `/blog/${post.slug}`;
    await get(url);
    expect((await get(url)).headers['x-page-cache']).toBe('hit');
    const admin = await loggedIn(t.app, t.db, 'admin');
    const theirs = await get(url, admin.headers);
    expect(theirs.headers['x-page-cache']).toBeUndefined();
    expect(theirs.body).toContain('Rita Release');
    expect(theirs.headers['cache-control']).toMatch(/private|no-store/);
    const anonymous = await get(url);
    expect(anonymous.body).not.toContain('Rita Release');
    expect(anonymous.body).not.toContain(admin.csrfToken);
  });

  it('over the network: a hit carries the headers of the first answer, and a write shows on the next request', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `${address.replace('127.0.0.1', 'localhost')}/blog/${post.slug}`;
    const fetchPage = () => fetch(url, { headers: { ...HTML, 'accept-encoding': 'identity' } });
    const perAnswer = new Set(['date', 'x-page-cache', 'keep-alive', 'connection', 'transfer-encoding']);
    const headersOf = (response: Response) => [...response.headers].filter(([name]) => !perAnswer.has(name));
    const first = await fetchPage();
    const firstBody = await first.text();
    const hit = await fetchPage();
    expect(hit.headers.get('x-page-cache')).toBe('hit');
    expect(await hit.text()).toBe(firstBody);
    expect(headersOf(hit)).toEqual(headersOf(first));
    expect(hit.headers.get('content-security-policy')).toContain("object-src 'none'");
    const title = `Retitled ${Date.now()}`;
    await t.db.query('UPDATE content.posts SET title = $1 WHERE slug = $2', [title, post.slug]);
    const next = await fetchPage();
    expect(await next.text()).toContain(title);
    // Someone else's host name gets the refusal, not the cached page.
    const foreign = await new Promise<number>((resolve) => {
      const { port } = new URL(address);
      http.get(
        { port, host: '127.0.0.1', path: `/blog/${post.slug}`, headers: { ...HTML, host: 'evil.example' } },
        (r) => {
          r.resume();
          resolve(r.statusCode ?? 0);
        },
      );
    });
    expect(foreign).toBe(421);
  });

  it('shows an activation on the next request', async () => {
    const version = async () => /mf-search\/(\d\.\d\.\d)\//.exec((await get('/')).body)?.[1];
    expect(await version()).toBe('1.0.0');
    expect((await get('/')).headers['x-page-cache']).toBe('hit');
    await createRegistry(t.db, storeDir).activate('mf-search', '2.0.0', { actor: 'rm' });
    expect(await version()).toBe('2.0.0');
    await createRegistry(t.db, storeDir).rollback('mf-search', { actor: 'rm' });
    expect(await version()).toBe('1.0.0');
  });

  it('shows a content change on the next request', async () => {
    const url = `/blog/${post.slug}`;
    await get(url);
    expect((await get(url)).headers['x-page-cache']).toBe('hit');
    const admin = await loggedIn(t.app, t.db, 'admin');
    const body = `A fresh remark ${Date.now()}`;
    const posted = await t.app.inject({
      method: 'POST',
      url: `${url}/comments`,
      headers: { ...admin.headers, ...FORM },
      payload: new URLSearchParams({ body, _csrf: admin.csrfToken }).toString(),
    });
    expect(posted.statusCode).toBe(303);
    const next = await get(url);
    expect(next.headers['x-page-cache']).toBe('miss');
    expect(next.body).toContain(body);
  });

  it('keeps the cache on an anonymous state change (a cart, a login attempt)', async () => {
    await get('/blog');
    const visitor = newVisitor();
    const attempt = await t.app.inject({
      method: 'POST',
      url: '/login',
      headers: { ...visitor.headers, ...FORM },
      payload: new URLSearchParams({
        email: 'nobody@example.com',
        password: 'wrong',
        _csrf: visitor.csrfToken,
      }).toString(),
    });
    expect(attempt.statusCode).toBeLessThan(500);
    expect((await get('/blog')).headers['x-page-cache']).toBe('hit');
  });

  it('sends a visitor cookie only on a state change, and then never with a publicly cacheable answer', async () => {
    const read = await t.app.inject({ url: '/api/health' });
    expect(read.headers['set-cookie']).toBeUndefined();
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/telemetry',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
      payload: { kind: 'nothing' },
    });
    expect(String(change.headers['set-cookie'])).toMatch(/^site\.vid=/);
    expect(change.headers['cache-control']).toMatch(/private|no-store/);
  });
});
