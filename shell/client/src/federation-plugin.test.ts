import { shellFederationPlugin } from './federation-plugin';
import type { IntegrityLedger } from './integrity-ledger';
import { createRemotePolicy } from './remote-policy';

const ORIGIN = window.location.origin;
const manifestUrl = `${ORIGIN}/remotes/mf-search/1.0.0/mf-manifest.json`;

function plugin(integrity?: Record<string, string>) {
  const policy = createRemotePolicy(
    {
      generatedAt: 'now',
      allowedOrigins: [],
      remotes: [
        { name: 'mf-search', version: '1.0.0', manifestUrl, channel: 'active', ...(integrity ? { integrity } : {}) },
      ],
    },
    ORIGIN,
  );
  const ledger = { refuse: jest.fn(), failed: jest.fn(), verdict: jest.fn() };
  return { ledger, hooks: shellFederationPlugin({ policy, ledger: ledger as unknown as IntegrityLedger }) };
}

type FetchHook = (url: string, init: RequestInit, remoteInfo?: { name: string }) => Promise<Response>;

describe('shell federation plugin', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('fetches the manifest with its registry hash', async () => {
    const calls: RequestInit[] = [];
    globalThis.fetch = jest.fn(
      async (_url: unknown, init?: RequestInit) => (calls.push(init ?? {}), { ok: true } as Response),
    ) as typeof fetch;
    const { hooks } = plugin({ 'mf-manifest.json': 'sha384-MANIFEST' });
    await (hooks.fetch as unknown as FetchHook)(manifestUrl, {}, { name: 'mf_search' });
    expect(calls[0]?.integrity).toBe('sha384-MANIFEST');
  });

  it('refuses a manifest the registry has no hash for, before any request', async () => {
    globalThis.fetch = jest.fn() as typeof fetch;
    const { hooks, ledger } = plugin({ 'remoteEntry.js': 'sha384-ENTRY' });
    await expect((hooks.fetch as unknown as FetchHook)(manifestUrl, {}, { name: 'mf_search' })).rejects.toMatchObject({
      name: 'IntegrityRefused',
    });
    expect(globalThis.fetch).not.toHaveBeenCalled();
    expect(ledger.refuse).toHaveBeenCalledWith('mf-search');
  });

  it('hands a failed hashed manifest to the ledger for verification', async () => {
    globalThis.fetch = jest.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    const { hooks, ledger } = plugin({ 'mf-manifest.json': 'sha384-MANIFEST' });
    await expect((hooks.fetch as unknown as FetchHook)(manifestUrl, {}, { name: 'mf_search' })).rejects.toMatchObject({
      name: 'ChunkLoadError',
    });
    expect(ledger.failed).toHaveBeenCalledWith('mf-search', manifestUrl, 'sha384-MANIFEST');
  });

  it('refuses a manifest on an origin outside the allow-list', async () => {
    globalThis.fetch = jest.fn() as typeof fetch;
    const { hooks } = plugin({ 'mf-manifest.json': 'sha384-MANIFEST' });
    await expect((hooks.fetch as unknown as FetchHook)('https://evil.test/mf-manifest.json', {})).rejects.toMatchObject(
      { name: 'OriginRefused' },
    );
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });
});
