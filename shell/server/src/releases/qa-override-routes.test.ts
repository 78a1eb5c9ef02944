import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RemoteSnapshot } from '@site/shared-contracts/platform';
import { buildTestApp, TEST_SECRET, type TestApp } from '../../../../tools/testing/test-app';
import { fakeBuild } from '../store/testing/remote-build';
import { publishRemote } from '../store/publish';
import { createRegistry } from '../store/registry';
import { createOverrideIssuer } from './qa-override-issuer';

const SITE = 'http://localhost:3000';
const DEV = 'http://localhost:3101';

describe('QA overrides and the per-request snapshot', () => {
  let t: TestApp;
  let storeDir: string;
  beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'site-qa-'));
    storeDir = path.join(dataDir, 'remotes');
    t = await buildTestApp({ env: { DATA_DIR: dataDir, SITE_URL: SITE, REMOTE_ORIGINS: DEV } });
    for (const version of ['1.0.0', '2.0.0']) {
      await publishRemote(t.db, {
        remote: 'mf-search',
        buildDir: fakeBuild('mf-search', { entry: `var v='${version}'` }),
        storeDir,
        version,
        publisher: 't',
      });
    }
    await createRegistry(t.db, storeDir).activate('mf-search', '1.0.0', { actor: 'rm' });
  }, 60_000);
  afterAll(() => t.close());

  const issuer = () =>
    createOverrideIssuer({ db: t.db, secret: TEST_SECRET, siteUrl: SITE, allowedOrigins: [SITE, DEV] });
  const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? '';
  const page = async (cookie?: string) => {
    const response = await t.app.inject({ url: '/', headers: cookie ? { cookie } : {} });
    const json =
      /<script id="site-bootstrap" type="application\/json">([^<]*)<\/script>/.exec(response.body)?.[1] ?? '{}';
    return { response, snapshot: (JSON.parse(json) as { snapshot: RemoteSnapshot }).snapshot };
  };
  const search = (snapshot: RemoteSnapshot) => snapshot.remotes.find((r) => r.name === 'mf-search');

  it('inlines the active version with integrity and the allowed origins, and the CSP lists the same origins', async () => {
    const { response, snapshot } = await page();
    expect(search(snapshot)).toMatchObject({
      version: '1.0.0',
      channel: 'active',
      integrity: { 'remoteEntry.js': expect.stringMatching(/^sha384-/) },
    });
    expect(snapshot.allowedOrigins).toEqual([SITE, DEV]);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' ${DEV}`);
    expect(csp).toContain(`connect-src 'self' ${DEV}`);
  });

  it('shows an activation on the next page load, with no restart', async () => {
    const registry = createRegistry(t.db, storeDir);
    await registry.activate('mf-search', '2.0.0', { actor: 'rm' });
    expect(search((await page()).snapshot)?.version).toBe('2.0.0');
    await registry.rollback('mf-search', { actor: 'rm' });
    expect(search((await page()).snapshot)?.version).toBe('1.0.0');
  });

  it('sets an HttpOnly cookie that changes this browser only, until cleared', async () => {
    const issued = await issuer().issue(
      { remote: 'mf-search', version: '2.0.0', minutes: 30 },
      { actor: 'rm', reason: 'QA of 2.0' },
    );
    const response = await t.app.inject({
      url: `/qa/override?token=${tokenOf(issued.url)}`,
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === 'site.qa');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(search((await page(`site.qa=${cookie?.value}`)).snapshot)).toMatchObject({
      version: '2.0.0',
      channel: 'override',
    });
    expect(search((await page()).snapshot)).toMatchObject({ version: '1.0.0', channel: 'active' });
    const cleared = await t.app.inject({ url: '/qa/override/clear', headers: { cookie: `site.qa=${cookie?.value}` } });
    expect(cleared.cookies.find((c) => c.name === 'site.qa')?.value).toBe('');
    const audit = await createRegistry(t.db).audit('mf-search', 5);
    expect(audit.find((a) => a.action === 'override')).toMatchObject({
      actor: 'rm',
      from_version: '1.0.0',
      to_version: '2.0.0',
      reason: expect.stringMatching(/^QA of 2.0; expires /),
    });
  });

  it('points one browser at a dev build on an allowed origin, without integrity', async () => {
    const issued = await issuer().issue({ remote: 'mf-search', devUrl: `${DEV}/mf-manifest.json` }, { actor: 'dev' });
    const cookie = (await t.app.inject({ url: `/qa/override?token=${tokenOf(issued.url)}` })).cookies.find(
      (c) => c.name === 'site.qa',
    );
    expect(search((await page(`site.qa=${cookie?.value}`)).snapshot)).toEqual({
      name: 'mf-search',
      version: 'dev',
      manifestUrl: `${DEV}/mf-manifest.json`,
      channel: 'override',
    });
    await expect(
      issuer().issue({ remote: 'mf-search', devUrl: 'https://evil.example/mf-manifest.json' }, { actor: 'dev' }),
    ).rejects.toThrow(/not on an allowed origin/);
  });

  it('answers 400 and sets no cookie for a tampered or expired link', async () => {
    const issued = await issuer().issue({ remote: 'mf-search', version: '2.0.0' }, { actor: 'rm' });
    const [payload, signature] = tokenOf(issued.url).split('.');
    const tampered = await t.app.inject({ url: `/qa/override?token=${payload}x.${signature}` });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().error).toEqual({
      code: 'OVERRIDE_INVALID',
      message: 'The override link has been tampered with.',
    });
    expect(tampered.cookies.find((c) => c.name === 'site.qa')).toBeUndefined();

    const old = await issuer().issue(
      { remote: 'mf-search', version: '2.0.0', minutes: 5 },
      { actor: 'rm' },
      Date.now() - 10 * 60_000,
    );
    const expired = await t.app.inject({
      url: `/qa/override?token=${tokenOf(old.url)}`,
      headers: { accept: 'text/html' },
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.body).toContain('The override link has expired.');
    expect(expired.cookies.find((c) => c.name === 'site.qa')).toBeUndefined();
    // An expired cookie a browser kept anyway no longer counts either.
    expect(search((await page(`site.qa=${tokenOf(old.url)}`)).snapshot)?.channel).toBe('active');
  });
});
