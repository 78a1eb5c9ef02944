import { createHash } from 'node:crypto';
import { remoteNames } from '@site/shared-contracts/platform';
import { buildTestApp, type TestApp } from '../../../../tools/testing/test-app';
import { testDrivers } from '../../../../tools/testing/test-db';

/** The page's scripts: inline executable ones (their text) and external ones (their src). */
function scripts(body: string): { inline: string[]; external: string[]; data: number } {
  const found = { inline: [] as string[], external: [] as string[], data: 0 };
  for (const [, attrs = '', text = ''] of body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/type="application\/json"/.test(attrs)) found.data += 1;
    else if (/\ssrc=/.test(attrs)) found.external.push(attrs);
    else found.inline.push(text);
  }
  return found;
}

describe.each(testDrivers())('content security policy on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ driver });
  }, 60_000);
  afterAll(() => t.close());

  it.each(['/', '/login', '/nowhere'])(
    '%s: the one inline script is allowed by its hash, under a strict policy with Trusted Types and no eval',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      const { inline, external, data } = scripts(response.body);
      expect({ inline: inline.length, external, data }).toEqual({ inline: 1, external: [], data: 1 });
      const hash = createHash('sha256')
        .update(inline[0] ?? '')
        .digest('base64');
      const [strict = '', allowList = ''] = String(response.headers['content-security-policy']).split(', ');
      expect(strict).toContain(`script-src 'sha256-${hash}' 'strict-dynamic';`);
      expect(strict).toContain("require-trusted-types-for 'script'");
      expect(strict).toContain(
        `trusted-types shell-loader shell-host shell shell#chunks shell-main#chunks mf-search mf-search#chunks`,
      );
      for (const remote of remoteNames) expect(strict).toContain(` ${remote} ${remote}#chunks`);
      expect(allowList).toContain(`script-src 'self' 'sha256-${hash}';`);
      // Frames: only the two video hosts' privacy embeds (mf-content's posts), nothing else.
      expect(allowList).toContain('; frame-src https://www.youtube-nocookie.com https://player.vimeo.com;');
      expect(String(response.headers['content-security-policy'])).not.toMatch(
        /unsafe-eval|'unsafe-inline' [^;]*script|nonce-/,
      );
    },
  );

  it('gives every page the same loader, so anonymous pages can be shared by a cache', async () => {
    const [a, b] = await Promise.all(
      ['/', '/login'].map((url) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })),
    );
    expect(a?.headers['content-security-policy']).toBe(b?.headers['content-security-policy']);
    expect(scripts(a?.body ?? '').inline).toEqual(scripts(b?.body ?? '').inline);
  });
});
