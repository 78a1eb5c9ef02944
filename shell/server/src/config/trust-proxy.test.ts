import { buildTestApp, type TestApp } from '../../../../tools/testing/test-app';
import { parseConfig } from './env';

describe('TRUST_PROXY', () => {
  const parse = (value?: string) => parseConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy;

  it('is off unless set, and takes addresses, ranges, named ranges or a number of hops', () => {
    expect(parse()).toBe(false);
    expect(parse('off')).toBe(false);
    expect(parse('127.0.0.1')).toEqual(['127.0.0.1']);
    expect(parse('10.0.0.5, 10.0.1.0/24,::1,fd00::/8,loopback')).toEqual([
      '10.0.0.5',
      '10.0.1.0/24',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    expect(parse('2')).toBe(2);
  });

  it('refuses to believe everyone, and says what to write instead', () => {
    expect(() => parse('on')).toThrow(/TRUST_PROXY: 'on' would believe X-Forwarded-For from anyone.*name the proxies/);
    expect(() => parse('true')).toThrow(/TRUST_PROXY/);
  });

  it('names what is not an address', () => {
    expect(() => parse('10.0.0.5,nginx.internal')).toThrow(/TRUST_PROXY: 'nginx.internal' is not an address/);
    expect(() => parse('10.0.0.0/33')).toThrow(/'10.0.0.0\/33' is not/);
    expect(() => parse('0')).toThrow(/'0' is not/);
  });
});

// What it is for: behind nginx, per-address rate limits count each client, not the proxy.
describe('per-address rate limits behind a proxy', () => {
  const apps: TestApp[] = [];
  afterAll(() => Promise.all(apps.map((t) => t.close())));
  const site = async (trustProxy: string) => {
    const env = { TRUST_PROXY: trustProxy, SEARCH_REQUESTS_PER_10S: '2', SEARCH_SHED_LAG_MS: 'off' };
    const t = await buildTestApp({ slices: ['mf-search'], env });
    apps.push(t);
    return (remoteAddress: string, forwardedFor: string) =>
      t.app
        .inject({
          url: '/api/sss/v1/posts/product/laptop',
          remoteAddress,
          headers: { 'x-forwarded-for': forwardedFor },
        })
        .then((answer) => answer.statusCode);
  };

  it('counts each client the trusted proxy names, and nobody else can choose their address', async () => {
    const search = await site('10.0.0.5');
    // Through the proxy: two clients, two budgets of 2.
    for (const client of ['203.0.113.1', '203.0.113.2']) {
      expect([await search('10.0.0.5', client), await search('10.0.0.5', client)]).toEqual([200, 200]);
      expect(await search('10.0.0.5', client)).toBe(429);
    }
    // Straight to the worker, a made-up X-Forwarded-For is ignored: this address's own budget counts.
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push(await search('198.51.100.9', `192.0.2.${i}`));
    expect(statuses).toEqual([200, 200, 429]);
  }, 60_000);

  it('with a hop count, takes the address the nearest proxy saw', async () => {
    const search = await site('1');
    const client = '203.0.113.7';
    const statuses = [];
    // A client's own X-Forwarded-For entry comes first; the proxy appends the address it saw.
    for (let i = 0; i < 3; i++) statuses.push(await search('10.0.0.5', `192.0.2.${i}, ${client}`));
    expect(statuses).toEqual([200, 200, 429]);
    expect(await search('10.0.0.5', '203.0.113.8')).toBe(200);
  }, 60_000);

  it('without TRUST_PROXY counts the connecting address, whatever the header says', async () => {
    const search = await site('off');
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push(await search('10.0.0.5', `203.0.113.${i}`));
    expect(statuses).toEqual([200, 200, 429]);
  }, 60_000);
});
