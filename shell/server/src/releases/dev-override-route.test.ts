import type { RemoteSnapshot } from '@site/shared-contracts/platform';
import { buildTestApp, type TestApp } from '../../../../tools/testing/test-app';
import { createDeployTokens } from './deploy-tokens';

const SITE = 'http://127.0.0.1:3000';
const DEV = 'http://127.0.0.1:3104';
const MANIFEST = `${DEV}/mf-manifest.json`;

type Post = { remote?: string; body?: unknown; token?: string; ip?: string };

function poster(t: () => TestApp, host = 'localhost') {
  let n = 0;
  return ({ remote = 'mf-shop', body, token, ip }: Post) =>
    t().app.inject({
      method: 'POST',
      url: `/api/remotes/${remote}/overrides`,
      payload: body as object,
      // Each request from its own address: the per-address limit is not what these tests are about.
      remoteAddress: ip ?? `10.31.0.${++n}`,
      headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
}

/** The page a browser with this cookie gets: its snapshot and its CSP. */
async function page(t: TestApp, cookie?: string, host = 'localhost') {
  const response = await t.app.inject({ url: '/', headers: { host, ...(cookie ? { cookie } : {}) } });
  const json = /<script id="site-bootstrap" type="application\/json">([^<]*)<\/script>/.exec(response.body)?.[1];
  const snapshot = (JSON.parse(json ?? '{}') as { snapshot: RemoteSnapshot }).snapshot;
  return { csp: String(response.headers['content-security-policy']), snapshot };
}

describe('POST /api/remotes/:remote/overrides on a site on loopback (deploy tokens)', () => {
  let t: TestApp;
  let shopToken: string;
  let shopTokenId: number;
  let searchToken: string;
  const post = poster(() => t);
  beforeAll(async () => {
    t = await buildTestApp({ env: { HOST: '127.0.0.1', SITE_URL: SITE } });
    const tokens = createDeployTokens(t.db);
    const shop = await tokens.create('mf-shop', 'shop CI', 'rm');
    [shopToken, shopTokenId] = [shop.token, shop.id];
    searchToken = (await tokens.create('mf-search', 'search CI', 'rm')).token;
  }, 60_000);
  afterAll(() => t.close());

  it('mints an audited link that points this browser alone at the dev build, with the dev server in its CSP', async () => {
    const before = Date.now();
    const response = await post({ body: { devUrl: MANIFEST, reason: 'dev:remote' }, token: shopToken });
    expect(response.statusCode).toBe(201);
    const answer = response.json() as { remote: string; url: string; expiresAt: string };
    expect(answer.remote).toBe('mf-shop');
    expect(answer.url).toMatch(new RegExp(`^${SITE}/qa/override\\?token=`));
    // The short default: an hour.
    const expires = Date.parse(answer.expiresAt);
    expect(expires).toBeGreaterThanOrEqual(before + 60 * 60_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 60 * 60_000);

    const link = new URL(answer.url);
    const opened = await t.app.inject({ url: `${link.pathname}${link.search}` });
    expect(opened.statusCode).toBe(200);
    const cookie = opened.cookies.find((c) => c.name === 'site.qa');
    const mine = await page(t, `site.qa=${cookie?.value}`);
    expect(mine.snapshot.remotes.find((r) => r.name === 'mf-shop')).toEqual({
      name: 'mf-shop',
      version: 'dev',
      manifestUrl: MANIFEST,
      channel: 'override',
    });
    expect(mine.snapshot.allowedOrigins).toContain(DEV);
    expect(mine.csp).toContain(`script-src 'self' ${DEV} `);
    expect(mine.csp).toContain(`connect-src 'self' ${DEV} ws://127.0.0.1:3104;`);
    expect(mine.csp).toContain(' mf-shop#dev-overlay,');

    const everyoneElse = await page(t);
    expect(everyoneElse.snapshot.remotes.find((r) => r.name === 'mf-shop')?.channel).not.toBe('override');
    expect(everyoneElse.snapshot.allowedOrigins).not.toContain(DEV);
    expect(everyoneElse.csp).not.toContain('3104');
    expect(everyoneElse.csp).not.toContain('dev-overlay');

    const audit = await t.db.query<{ actor: string; to_version: string; reason: string }>(
      "SELECT actor, to_version, reason FROM platform.remote_audit WHERE action = 'override' AND remote = 'mf-shop'",
    );
    expect(audit.rows).toEqual([
      {
        actor: 'token:shop CI',
        to_version: MANIFEST,
        reason: expect.stringMatching(new RegExp(`^deploy token #${shopTokenId}: dev:remote; expires `)),
      },
    ]);
  });

  it("answers 401 without a live token, 404 for an unknown remote, 403 for another remote's token", async () => {
    const body = { devUrl: MANIFEST };
    expect((await post({ body })).statusCode).toBe(401);
    expect((await post({ body, token: 'rdt_made-up' })).statusCode).toBe(401);
    expect((await post({ body, token: shopToken, remote: 'mf-nothing' })).statusCode).toBe(404);
    const other = await post({ body, token: searchToken });
    expect(other.statusCode).toBe(403);
    expect(other.json().error.message).toBe('This deploy token may mint dev overrides for mf-search only');
    const tokens = createDeployTokens(t.db);
    const revoked = await tokens.create('mf-shop', 'old shop CI', 'rm');
    await tokens.revoke(revoked.id);
    expect((await post({ body, token: revoked.token })).statusCode).toBe(401);
  });

  it('refuses a malformed body, a version instead of a dev URL and a time past the cap with 400', async () => {
    const bad: unknown[] = [
      {},
      { devUrl: 'not a url' },
      { devUrl: 'ftp://127.0.0.1:3104/mf-manifest.json' },
      { devUrl: 'javascript:alert(1)' },
      { devUrl: MANIFEST, minutes: 0 },
      { devUrl: MANIFEST, minutes: 481 },
      { devUrl: MANIFEST, minutes: 1.5 },
      { devUrl: MANIFEST, version: '1.0.0' },
      { devUrl: MANIFEST, remote: 'mf-auth' },
      { devUrl: MANIFEST, reason: 'x'.repeat(201) },
    ];
    for (const body of bad) {
      const response = await post({ body, token: shopToken });
      expect([body, response.statusCode]).toEqual([body, 400]);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
    const capped = await post({ body: { devUrl: MANIFEST, minutes: 480 }, token: shopToken });
    expect(Date.parse((capped.json() as { expiresAt: string }).expiresAt)).toBeLessThanOrEqual(
      Date.now() + 480 * 60_000,
    );
  });

  it("refuses an origin the site does not allow, the site's own, and credentials with 422, and audits none", async () => {
    const before = await t.db.query('SELECT 1 FROM platform.remote_audit');
    for (const devUrl of [
      'https://evil.example/mf-manifest.json',
      'http://10.0.0.5:3104/mf-manifest.json',
      `${SITE}/remotes/mf-shop/1.0.0/mf-manifest.json`,
      'http://user:pw@127.0.0.1:3104/mf-manifest.json',
    ]) {
      const response = await post({ body: { devUrl }, token: shopToken });
      expect([devUrl, response.statusCode]).toEqual([devUrl, 422]);
      expect(response.json().error.code).toBe('OVERRIDE_REFUSED');
    }
    const refusal = await post({ body: { devUrl: 'https://evil.example/mf-manifest.json' }, token: shopToken });
    expect(refusal.json().error.message).toBe(
      'https://evil.example may not serve remotes on this site; a dev URL must be on any loopback origin (the site is on loopback).',
    );
    expect((await t.db.query('SELECT 1 FROM platform.remote_audit')).rows.length).toBe(before.rows.length);
  });

  it('needs no CSRF token or cookie, and gives nothing to a cookie without the Authorization header', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/remotes/mf-shop/overrides',
      payload: { devUrl: MANIFEST },
      headers: { cookie: 'site.session=whatever', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/remotes/:remote/overrides on a public site', () => {
  const CDN_DEV = 'https://shop-dev.example.net';
  let publicSite: TestApp;
  let proxied: TestApp;
  const post = poster(() => publicSite, 'deals.example');
  const postProxied = poster(() => proxied, 'deals.example');
  const tokenOf = async (app: TestApp) => (await createDeployTokens(app.db).create('mf-shop', 'shop CI', 'rm')).token;
  beforeAll(async () => {
    publicSite = await buildTestApp({
      env: { HOST: '0.0.0.0', SITE_URL: 'https://deals.example', REMOTE_ORIGINS: CDN_DEV },
    });
    // HOST on loopback behind a proxy on the same machine: the site is public all the same.
    proxied = await buildTestApp({ env: { HOST: '127.0.0.1', SITE_URL: 'https://deals.example' } });
  }, 60_000);
  afterAll(async () => {
    await publicSite.close();
    await proxied.close();
  });

  it('takes a dev URL on REMOTE_ORIGINS only: no loopback origin, and none at all when the list is empty', async () => {
    const token = await tokenOf(publicSite);
    const listed = await post({ body: { devUrl: `${CDN_DEV}/mf-manifest.json` }, token });
    expect(listed.statusCode).toBe(201);
    const link = new URL((listed.json() as { url: string }).url);
    expect(link.href).toMatch(/^https:\/\/deals\.example\/qa\/override\?token=/);
    // Already in script-src for everyone (REMOTE_ORIGINS); its live-reload socket only for this browser.
    const mine = await page(publicSite, `site.qa=${link.searchParams.get('token') ?? ''}`, 'deals.example');
    expect(mine.csp).toContain(`connect-src 'self' ${CDN_DEV} wss://shop-dev.example.net;`);
    expect((await page(publicSite, undefined, 'deals.example')).csp).not.toContain('wss://');
    const loopback = await post({ body: { devUrl: MANIFEST }, token });
    expect(loopback.statusCode).toBe(422);
    expect(loopback.json().error.message).toBe(
      `${DEV} may not serve remotes on this site; a dev URL must be on ${CDN_DEV}.`,
    );
    const behindProxy = await postProxied({ body: { devUrl: MANIFEST }, token: await tokenOf(proxied) });
    expect(behindProxy.statusCode).toBe(422);
    expect(behindProxy.json().error.message).toMatch(/must be on none \(REMOTE_ORIGINS is empty\)\.$/);
  });

  it('does not honour a loopback dev override a site on loopback signed, once the site is public', async () => {
    // The same secret signs for both apps (TEST_SECRET): a link minted while the site was on loopback.
    const local = await buildTestApp({ env: { HOST: '127.0.0.1', SITE_URL: SITE } });
    try {
      const minted = await poster(() => local)({ body: { devUrl: MANIFEST }, token: await tokenOf(local) });
      const link = new URL((minted.json() as { url: string }).url);
      const opened = await publicSite.app.inject({
        url: `${link.pathname}${link.search}`,
        headers: { host: 'deals.example' },
      });
      expect(opened.statusCode).toBe(400);
      const cookie = `site.qa=${link.searchParams.get('token') ?? ''}`;
      const { csp, snapshot } = await page(publicSite, cookie, 'deals.example');
      expect(snapshot.remotes.find((r) => r.name === 'mf-shop')?.channel).not.toBe('override');
      expect(csp).not.toContain('3104');
    } finally {
      await local.close();
    }
  });
});
