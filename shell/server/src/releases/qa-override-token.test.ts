import { signOverride, verifyOverride } from './qa-override-token';

const SECRET = 'a-secret-of-thirty-two-characters-long!';
const NOW = Date.UTC(2026, 10, 22, 12);

describe('QA override tokens', () => {
  const token = signOverride(SECRET, { remote: 'mf-search', version: '1.2.3', exp: NOW + 60_000 });

  it('verifies a token signed with the server secret until it expires', () => {
    expect(verifyOverride(SECRET, token, NOW)).toEqual({
      ok: true,
      override: { remote: 'mf-search', version: '1.2.3', exp: NOW + 60_000 },
    });
    expect(verifyOverride(SECRET, token, NOW + 60_000)).toEqual({
      ok: false,
      reason: 'The override link has expired.',
    });
  });

  it('refuses a token whose payload or signature was changed, or that another secret signed', () => {
    const [payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ remote: 'mf-search', version: '6.6.6', exp: NOW + 60_000 })).toString(
      'base64url',
    );
    expect(verifyOverride(SECRET, `${forged}.${signature}`, NOW)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/tampered/),
    });
    expect(verifyOverride(SECRET, `${payload}.${signature?.slice(0, -2)}AA`, NOW)).toMatchObject({ ok: false });
    expect(verifyOverride('another-secret-of-thirty-two-characters', token, NOW)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/tampered/),
    });
    expect(verifyOverride(SECRET, 'garbage', NOW)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/malformed/),
    });
  });

  it('carries a dev URL instead of a version', () => {
    const dev = signOverride(SECRET, {
      remote: 'mf-shop',
      devUrl: 'http://localhost:3101/mf-manifest.json',
      exp: NOW + 1,
    });
    expect(verifyOverride(SECRET, dev, NOW)).toMatchObject({
      ok: true,
      override: { devUrl: 'http://localhost:3101/mf-manifest.json' },
    });
  });
});
