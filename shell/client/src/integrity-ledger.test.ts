import { createIntegrityLedger, verifyFile } from './integrity-ledger';

const body = 'console.log("chunk")';
// SHA-384 (base64) of each text, computed with Node beforehand: browser tests may not import node:crypto.
const DIGESTS: Record<string, string> = {
  [body]: 'vOvOE5tCAXDI95e9Rw/kDUIpriLMBCFqEdgE2/wUvvphRgcyqhSUnHJLerJbZts2',
  [`${body} `]: 'cmd5iSc87bHXSzEJ1liq3DQ2d6bMvN9I8MSc2+Ml2ngiZZ9byBLg9nYMr2PqdN6f',
  tampered: 'yff8IxDebaCAYk/uVQKugklyxgplc8N/8qw9pfU48lItah3Vtoxti6bv8m1l2M8G',
};
const sri = (text: string) => `sha384-${DIGESTS[text] ?? ''}`;
const fromBase64 = (b64: string) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0)).buffer;
// The one SubtleCrypto method the verifier uses (jsdom has no WebCrypto), answering from the table.
const subtle = {
  digest: async (_algorithm: string, data: ArrayBuffer) => fromBase64(DIGESTS[new TextDecoder().decode(data)] ?? ''),
} as unknown as SubtleCrypto;
// jsdom has no Response: the verifier only reads ok and arrayBuffer().
const response = (text: string, status = 200) =>
  ({ ok: status < 400, status, arrayBuffer: async () => new TextEncoder().encode(text).buffer }) as unknown as Response;
const answer =
  (text: string, status = 200) =>
  async () =>
    response(text, status);

describe('verifyFile', () => {
  it('calls a failure whose bytes do not match the recorded hash an integrity refusal', async () => {
    await expect(verifyFile('/x.js', sri(body), { fetch: answer(`${body} `), subtle })).resolves.toBe('integrity');
  });

  it('calls it a load failure when the bytes match or the file does not answer', async () => {
    await expect(verifyFile('/x.js', sri(body), { fetch: answer(body), subtle })).resolves.toBe('load');
    await expect(verifyFile('/x.js', sri(body), { fetch: answer('gone', 404), subtle })).resolves.toBe('load');
    const down = async () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(verifyFile('/x.js', sri(body), { fetch: down, subtle })).resolves.toBe('load');
  });

  it('without WebCrypto, a file that answers 200 where the script failed was refused by its hash', async () => {
    await expect(verifyFile('/x.js', sri(body), { fetch: answer(body), subtle: undefined })).resolves.toBe('integrity');
  });

  it('re-fetches past the cached copy, without cookies', async () => {
    const seen: RequestInit[] = [];
    await verifyFile('/x.js', sri(body), { fetch: async (_url, init) => (seen.push(init), response(body)), subtle });
    expect(seen).toEqual([{ cache: 'reload', credentials: 'omit', mode: 'cors' }]);
  });
});

describe('integrity ledger', () => {
  it('keeps verdicts per remote and waits for pending checks', async () => {
    const ledger = createIntegrityLedger({ fetch: answer('tampered'), subtle });
    ledger.failed('mf-search', '/remotes/mf-search/1/a.js', sri(body));
    await expect(ledger.verdict('mf-search')).resolves.toBe('integrity');
    await expect(ledger.verdict('mf-shop')).resolves.toBe('load');
    ledger.refuse('mf-shop');
    await expect(ledger.verdict('mf-shop')).resolves.toBe('integrity');
  });
});
