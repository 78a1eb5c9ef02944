import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildTestApp, type TestApp } from '../../../../tools/testing/test-app';
import { newVisitor, type TestVisitor } from '../../../../tools/testing/visitor';
import { fakeBuild } from '../store/testing/remote-build';
import { publishRemote } from '../store/publish';
import { createRegistry } from '../store/registry';
import { FORM, loggedIn } from './testing/admin-visitors';

describe('/admin/remotes', () => {
  let t: TestApp;
  let admin: TestVisitor;
  let customer: TestVisitor;
  beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'site-admin-'));
    t = await buildTestApp({ env: { DATA_DIR: dataDir, REMOTE_ORIGINS: 'http://localhost:3101' } });
    for (const version of ['1.0.0', '2.0.0']) {
      await publishRemote(t.db, {
        remote: 'mf-shop',
        buildDir: fakeBuild('mf-shop', { entry: `var v='${version}'` }),
        storeDir: path.join(dataDir, 'remotes'),
        version,
        publisher: 'team-shop',
      });
    }
    admin = await loggedIn(t.app, t.db, 'admin');
    customer = await loggedIn(t.app, t.db, 'customer');
  }, 60_000);
  afterAll(() => t.close());

  const get = (visitor?: TestVisitor) =>
    t.app.inject({
      url: '/admin/remotes',
      headers: { accept: 'text/html', ...(visitor ? { cookie: visitor.cookie } : {}) },
    });
  const post = (visitor: TestVisitor, action: string, fields: Record<string, string>, remote = 'mf-shop') =>
    t.app.inject({
      method: 'POST',
      url: `/admin/remotes/${remote}/${action}`,
      headers: { ...FORM, cookie: visitor.cookie },
      payload: new URLSearchParams({ _csrf: visitor.csrfToken, ...fields }).toString(),
    });
  const alert = (body: string) => /role="alert"><p><strong>Refused:<\/strong> ([^<]*)</.exec(body)?.[1];
  const status = (body: string) => /role="status"><p>([^<]*)</.exec(body)?.[1];

  it('answers 401 with a login link to anonymous visitors and 403 to non-admins, for the page and its forms', async () => {
    const anonymous = await get();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).toContain('href="/login?redirect_to=%2Fadmin%2Fremotes"');
    expect((await get(customer)).statusCode).toBe(403);
    const visitor = newVisitor();
    expect((await post(visitor, 'activate', { version: '1.0.0' })).statusCode).toBe(401);
    expect((await post(customer, 'activate', { version: '1.0.0' })).statusCode).toBe(403);
    expect((await createRegistry(t.db).activeVersions()).get('mf-shop')).toBeUndefined();
  });

  it('refuses a form without the CSRF token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/admin/remotes/mf-shop/rollback',
      headers: { ...FORM, cookie: admin.cookie },
      payload: 'reason=x',
    });
    expect(response.statusCode).toBe(403);
  });

  it('lets an admin activate, canary, override and roll back, each audited under their name', async () => {
    expect(status((await post(admin, 'activate', { version: '1.0.0', reason: 'first' })).body)).toBe(
      'mf-shop@1.0.0 is now active.',
    );
    expect(status((await post(admin, 'canary-start', { version: '2.0.0', percent: '10', reason: 'try' })).body)).toBe(
      'Canary started: mf-shop@2.0.0 for 10% of visitors.',
    );
    expect(status((await post(admin, 'canary-widen', { percent: '50' })).body)).toBe(
      'The mf-shop canary now serves 50% of visitors.',
    );
    const page = await get(admin);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<dt>Canary</dt><dd>2.0.0 for 50% of visitors</dd>');
    expect(page.body).toMatch(/<th scope="row">2.0.0<\/th><td>canary 50%<\/td>/);
    expect(page.body).toContain('<label for="mf-shop-activate-version">Version</label>');
    expect(status((await post(admin, 'canary-stop', { reason: 'done' })).body)).toBe(
      'The mf-shop canary (2.0.0) is stopped.',
    );
    const override = await post(admin, 'override', { version: '2.0.0', minutes: '30' });
    expect(override.body).toMatch(
      /id="site-admin-copy" type="text" readonly size="80" value="http:\/\/localhost:3000\/qa\/override\?token=[^"]+"/,
    );
    expect(status((await post(admin, 'activate', { version: '2.0.0' })).body)).toBe('mf-shop@2.0.0 is now active.');
    expect(status((await post(admin, 'rollback', { reason: 'bug' })).body)).toBe(
      'mf-shop rolled back from 2.0.0 to 1.0.0.',
    );
    const audit = await createRegistry(t.db).audit('mf-shop', 7);
    expect(audit.map((a) => a.action)).toEqual([
      'rollback',
      'activate',
      'override',
      'canary-stop',
      'canary-widen',
      'canary-start',
      'activate',
    ]);
    expect(new Set(audit.map((a) => a.actor))).toEqual(new Set([expect.stringMatching(/^Rita Release \(#\d+\)$/)]));
  });

  it('creates a deploy token shown once, which then publishes over HTTP', async () => {
    const created = await post(admin, 'token-create', { label: 'shop CI' });
    const token = /id="site-admin-copy" type="text" readonly size="80" value="(rdt_[^"]+)"/.exec(created.body)?.[1];
    expect(token).toBeDefined();
    expect((await get(admin)).body).not.toContain(token);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/remotes/mf-shop/versions',
      headers: { authorization: `Bearer ${token}` },
      payload: { files: [{ path: 'x.js', contentBase64: 'eA==' }] },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toMatch(/no mf-manifest.json/);
  });

  it('shows a refusal as a clear message', async () => {
    const unknown = await post(admin, 'activate', { version: '9.9.9' });
    expect(unknown.statusCode).toBe(409);
    expect(alert(unknown.body)).toBe('mf-shop@9.9.9 is not published');
    const percent = await post(admin, 'canary-start', { version: '2.0.0', percent: '100' });
    expect(alert(percent.body)).toBe('a canary percent is a whole number from 1 to 99, not 100');
    expect((await post(admin, 'explode', {})).statusCode).toBe(404);
  });

  it('shows the load errors browsers reported per version', async () => {
    await t.db.query(
      "INSERT INTO platform.remote_failures (remote, version, kind, module) VALUES ('mf-shop', '1.0.0', 'integrity', 'cart'), ('mf-shop', '1.0.0', 'load', 'cart')",
    );
    await t.db.query(
      "INSERT INTO platform.remote_failures (at, remote, version, kind, module) VALUES (now() - interval '3 hours', 'mf-shop', '1.0.0', 'load', 'cart')",
    );
    const page = await get(admin);
    expect(page.body).toMatch(
      /<th scope="row">1.0.0<\/th>[\s\S]*?<td>2 \(integrity 1, load 1\)<\/td><td>3 \(integrity 1, load 2\)<\/td>/,
    );
  });
});
