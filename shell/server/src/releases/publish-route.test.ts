import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildTestApp, type TestApp } from '../../../../tools/testing/test-app';
import { fakeBuild } from '../store/testing/remote-build';
import { createDeployTokens } from './deploy-tokens';

function bodyOf(dir: string, version?: string) {
  const files: { path: string; contentBase64: string }[] = [];
  const walk = (sub: string) => {
    for (const name of readdirSync(path.join(dir, sub))) {
      const rel = sub ? `${sub}/${name}` : name;
      if (statSync(path.join(dir, rel)).isDirectory()) walk(rel);
      else files.push({ path: rel, contentBase64: readFileSync(path.join(dir, rel)).toString('base64') });
    }
  };
  walk('');
  return { files, ...(version ? { version } : {}) };
}

describe('POST /api/remotes/:remote/versions (deploy tokens)', () => {
  let t: TestApp;
  let searchToken: string;
  beforeAll(async () => {
    t = await buildTestApp();
    const tokens = createDeployTokens(t.db);
    searchToken = (await tokens.create('mf-search', 'search CI', 'rm')).token;
  }, 60_000);
  afterAll(() => t.close());

  const post = (remote: string, payload: unknown, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/remotes/${remote}/versions`,
      payload: payload as object,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it("publishes a build for the token's own remote, without cookies or CSRF token, and is idempotent", async () => {
    const body = bodyOf(fakeBuild('mf-search'), '3.0.0');
    const first = await post('mf-search', body, searchToken);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ remote: 'mf-search', version: '3.0.0', status: 'published', files: 5 });
    expect((await post('mf-search', body, searchToken)).json()).toMatchObject({ status: 'unchanged' });
    const listed = (await t.app.inject({ url: '/api/remotes' })).json() as {
      remotes: { name: string; versions: string[] }[];
    };
    expect(listed.remotes.find((r) => r.name === 'mf-search')?.versions).toContain('3.0.0');
    const audit = await t.db.query<{ actor: string }>(
      "SELECT actor FROM platform.remote_audit WHERE action = 'publish' AND to_version = '3.0.0'",
    );
    expect(audit.rows).toEqual([{ actor: 'token:search CI' }]);
  });

  it('refuses other content under a published version (immutability) with the reason', async () => {
    const response = await post(
      'mf-search',
      bodyOf(fakeBuild('mf-search', { entry: 'var changed;' }), '3.0.0'),
      searchToken,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: {
        code: 'PUBLISH_REFUSED',
        message: 'mf-search@3.0.0 is already published with other content; versions are immutable',
      },
    });
  });

  it('answers 401 without a token or with an unknown or revoked one, 403 for another remote', async () => {
    const body = bodyOf(fakeBuild('mf-shop'));
    expect((await post('mf-shop', body)).statusCode).toBe(401);
    expect((await post('mf-shop', body, 'rdt_made-up')).statusCode).toBe(401);
    const forbidden = await post('mf-shop', body, searchToken);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error.message).toBe('This deploy token may publish mf-search only');
    const tokens = createDeployTokens(t.db);
    const shop = await tokens.create('mf-shop', 'shop CI', 'rm');
    await tokens.revoke(shop.id);
    expect((await post('mf-shop', body, shop.token)).statusCode).toBe(401);
  });

  it('refuses unsafe paths and malformed bodies with 400', async () => {
    const escape = await post(
      'mf-search',
      { files: [{ path: '../../etc/passwd', contentBase64: 'eA==' }] },
      searchToken,
    );
    expect(escape.statusCode).toBe(400);
    expect((await post('mf-search', { files: [] }, searchToken)).statusCode).toBe(400);
  });

  it('refuses a build that fails validation with 422 and its reason', async () => {
    const body = bodyOf(fakeBuild('mf-search', { buildInfo: { contractsVersion: '9.0.0' } }));
    const response = await post('mf-search', body, searchToken);
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toMatch(/built against shared-contracts 9.0.0/);
  });
});
