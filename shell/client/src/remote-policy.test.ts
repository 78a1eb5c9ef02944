import type { RemoteSnapshot } from '@site/shared-contracts/platform';
import { createRemotePolicy } from './remote-policy';

const HASH = 'sha384-AAAA';
const ORIGIN = 'https://site.test';

function snapshot(remotes: RemoteSnapshot['remotes'], allowedOrigins: string[] = []): RemoteSnapshot {
  return { generatedAt: 'now', remotes, allowedOrigins };
}

const search = {
  name: 'mf-search' as const,
  version: '1.0.0',
  manifestUrl: '/remotes/mf-search/1.0.0/mf-manifest.json',
  integrity: { 'mf-manifest.json': HASH, 'remoteEntry.js': 'sha384-BBBB', 'sub/1.abc.js': 'sha384-CCCC' },
  channel: 'active' as const,
};

describe('remote policy', () => {
  it('gives each file of a remote its registry hash, by path inside the version folder', () => {
    const policy = createRemotePolicy(snapshot([search]), ORIGIN);
    expect(policy.decide(`${ORIGIN}/remotes/mf-search/1.0.0/remoteEntry.js`)).toEqual({
      allow: true,
      remote: search,
      integrity: 'sha384-BBBB',
    });
    expect(policy.decide('/remotes/mf-search/1.0.0/sub/1.abc.js?x=1')).toMatchObject({
      allow: true,
      integrity: 'sha384-CCCC',
    });
    expect(policy.usable).toEqual([search]);
  });

  it('refuses a file of the remote that the registry has no hash for', () => {
    const policy = createRemotePolicy(snapshot([search]), ORIGIN);
    expect(policy.decide('/remotes/mf-search/1.0.0/evil.js')).toEqual({
      allow: false,
      remote: search,
      reason: 'no-integrity',
    });
  });

  it('refuses URLs on origins outside the allow-list and accepts listed ones', () => {
    const cdn = { ...search, manifestUrl: 'https://cdn.test/s/1/mf-manifest.json' };
    const allowed = createRemotePolicy(snapshot([cdn], ['https://cdn.test']), ORIGIN);
    expect(allowed.decide('https://cdn.test/s/1/remoteEntry.js')).toMatchObject({
      allow: true,
      integrity: 'sha384-BBBB',
    });
    expect(allowed.decide('https://evil.test/x.js')).toEqual({ allow: false, remote: null, reason: 'origin' });
    const refused = createRemotePolicy(snapshot([cdn]), ORIGIN);
    expect(refused.usable).toEqual([]);
    expect(refused.refused).toEqual([{ remote: cdn, reason: 'origin' }]);
    expect(refused.decide('https://cdn.test/s/1/remoteEntry.js')).toMatchObject({ allow: false, reason: 'origin' });
  });

  it('refuses a remote without an integrity map unless it is a QA override', () => {
    const { integrity: _dropped, ...bare } = search;
    const active = createRemotePolicy(snapshot([bare]), ORIGIN);
    expect(active.usable).toEqual([]);
    expect(active.decide('/remotes/mf-search/1.0.0/remoteEntry.js')).toMatchObject({
      allow: false,
      reason: 'no-integrity',
    });
    const dev = { ...bare, channel: 'override' as const, manifestUrl: 'http://localhost:3101/mf-manifest.json' };
    const override = createRemotePolicy(snapshot([dev], ['http://localhost:3101']), ORIGIN);
    expect(override.usable).toEqual([dev]);
    expect(override.decide('http://localhost:3101/remoteEntry.js')).toEqual({
      allow: true,
      remote: dev,
      integrity: null,
    });
  });

  it('lets the shell load its own assets without a remote hash', () => {
    const policy = createRemotePolicy(snapshot([search]), ORIGIN);
    expect(policy.decide('/assets/shell/135.js')).toEqual({ allow: true, remote: null, integrity: null });
  });
});
