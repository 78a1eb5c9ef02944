import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildTestApp, TEST_SECRET, type TestApp } from '../../../../tools/testing/test-app';
import { createDeployTokens } from '../releases/deploy-tokens';
import { verifyOverride } from '../releases/qa-override-token';
import { mintOverride } from './mint-override';

const DEV_URL = 'http://127.0.0.1:3104/mf-manifest.json';
const base = { remote: 'mf-shop' as const, devUrl: DEV_URL, user: 'dev' };
const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

describe("dev:remote's override", () => {
  it('signs for a site on this machine with the secret in its DATA_DIR, for the dev build only', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dev-remote-'));
    writeFileSync(path.join(dataDir, 'secret'), `${TEST_SECRET}\n`);
    const site = 'http://127.0.0.1:3600';
    const minted = await mintOverride({ ...base, site, env: { DATA_DIR: dataDir }, loopbackSite: true });
    expect(minted.link.startsWith(`${site}/qa/override?token=`)).toBe(true);
    expect(verifyOverride(TEST_SECRET, tokenOf(minted.link))).toMatchObject({
      ok: true,
      override: { remote: 'mf-shop', devUrl: DEV_URL },
    });
    await expect(
      mintOverride({ ...base, site, env: { DATA_DIR: path.join(dataDir, 'nothing') }, loopbackSite: true }),
    ).rejects.toThrow(/no secret to sign the override with: .*\/nothing\/secret does not exist/);
  });

  it('never signs for a site elsewhere: it needs the deploy token', async () => {
    await expect(
      mintOverride({ ...base, site: 'https://deals.example', env: {}, loopbackSite: false }),
    ).rejects.toThrow(/https:\/\/deals\.example is not on this machine: set DEPLOY_TOKEN/);
  });

  describe('with DEPLOY_TOKEN, from a running site', () => {
    let t: TestApp;
    let site: string;
    let token: string;
    beforeAll(async () => {
      t = await buildTestApp({ env: { HOST: '127.0.0.1', SITE_URL: 'http://127.0.0.1:3000' } });
      site = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1');
      token = (await createDeployTokens(t.db).create('mf-shop', 'shop team', 'rm')).token;
    }, 60_000);
    afterAll(() => t.close());

    it('asks the override route and gives the link on the site as this machine reaches it', async () => {
      const minted = await mintOverride({ ...base, site, env: { DEPLOY_TOKEN: token }, loopbackSite: true });
      expect(minted.link.startsWith(`${site}/qa/override?token=`)).toBe(true);
      expect(minted.how).toMatch(/deploy token/);
      const opened = await fetch(minted.link, { redirect: 'manual' });
      expect(opened.status).toBe(200);
      const audit = await t.db.query<{ actor: string; reason: string }>(
        "SELECT actor, reason FROM platform.remote_audit WHERE action = 'override'",
      );
      expect(audit.rows).toEqual([
        { actor: 'token:shop team', reason: expect.stringMatching(/: npm run dev:remote by dev; expires /) },
      ]);
    });

    it("says why the site refused: another remote's token", async () => {
      await expect(
        mintOverride({ ...base, remote: 'mf-auth', site, env: { DEPLOY_TOKEN: token }, loopbackSite: true }),
      ).rejects.toThrow(
        'the site refused the override (403): This deploy token may mint dev overrides for mf-shop only',
      );
    });
  });
});
