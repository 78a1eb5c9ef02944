import { createTelemetry } from './telemetry';

function setup(verdict: 'integrity' | 'load' = 'load') {
  const sent: { url: string; init: RequestInit }[] = [];
  const telemetry = createTelemetry({
    csrfToken: 'csrf-1',
    versionOf: (remote) => (remote === 'mf-search' ? '1.2.0' : null),
    verdictOf: async () => verdict,
    send: async (url, init) => sent.push({ url, init }),
    batchMs: 50,
  });
  const bodies = () => sent.map((s) => JSON.parse(String(s.init.body)) as { reports: unknown[] });
  return { telemetry, sent, bodies };
}

const chunkError = () =>
  Object.assign(new Error('Loading chunk 1 failed.\n(error: http://x/remotes/a.js?email=a@b.c)'), {
    name: 'ChunkLoadError',
  });

describe('telemetry', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('batches a burst into one keepalive POST with the CSRF header and no URL or message', async () => {
    const { telemetry, sent, bodies } = setup();
    await telemetry.report({ remote: 'mf-search', module: 'search-box', kind: 'load', error: chunkError() });
    await telemetry.report({ remote: 'mf-search', module: 'search-panel', kind: 'mount', error: new TypeError('x') });
    expect(sent).toHaveLength(0);
    jest.advanceTimersByTime(50);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('/api/telemetry');
    expect(sent[0]?.init).toMatchObject({
      method: 'POST',
      keepalive: true,
      headers: { 'x-csrf-token': 'csrf-1', 'content-type': 'application/json' },
    });
    expect(bodies()[0]).toEqual({
      reports: [
        { remote: 'mf-search', version: '1.2.0', kind: 'load', module: 'search-box', errorName: 'ChunkLoadError' },
        { remote: 'mf-search', version: '1.2.0', kind: 'mount', module: 'search-panel', errorName: 'TypeError' },
      ],
    });
    expect(String(sent[0]?.init.body)).not.toMatch(/http|@|Loading/);
  });

  it('sends each distinct report once per page', async () => {
    const { telemetry, sent } = setup();
    for (let i = 0; i < 3; i++)
      await telemetry.report({ remote: 'mf-search', module: 'search-box', kind: 'load', error: chunkError() });
    jest.advanceTimersByTime(50);
    await telemetry.report({ remote: 'mf-search', module: 'search-box', kind: 'load', error: chunkError() });
    jest.advanceTimersByTime(50);
    expect(sent).toHaveLength(1);
  });

  it('reports a load failure as integrity when the ledger says the bytes were refused', async () => {
    const { telemetry, bodies } = setup('integrity');
    await telemetry.report({ remote: 'mf-search', module: 'search-box', kind: 'load', error: chunkError() });
    telemetry.flush();
    expect(bodies()[0]?.reports).toEqual([
      { remote: 'mf-search', version: '1.2.0', kind: 'integrity', module: 'search-box', errorName: 'ChunkLoadError' },
    ]);
  });

  it('drops what the contract would refuse: an unknown remote, a name that is not an identifier', async () => {
    const { telemetry, bodies } = setup();
    await telemetry.report({ remote: 'mf-shop', module: 'side-cart', kind: 'load', error: new Error('x') });
    const odd = Object.assign(new Error('x'), { name: 'has spaces and http://x' });
    await telemetry.report({ remote: 'mf-search', module: 'search-box', kind: 'crash', error: odd });
    telemetry.flush();
    expect(bodies()).toEqual([
      { reports: [{ remote: 'mf-search', version: '1.2.0', kind: 'crash', module: 'search-box' }] },
    ]);
  });

  it('a failing send never throws into the page', async () => {
    const telemetry = createTelemetry({
      csrfToken: 't',
      versionOf: () => '1',
      verdictOf: async () => 'load',
      send: () => Promise.reject(new Error('offline')),
    });
    await telemetry.report({ remote: 'mf-search', module: 'search-box', kind: 'load', error: new Error('x') });
    expect(() => telemetry.flush()).not.toThrow();
  });
});

describe('telemetry when the page goes away', () => {
  function hiding(beaconAnswer = true) {
    const beacons: { url: string; body: string }[] = [];
    const sent: RequestInit[] = [];
    let decide: (verdict: 'integrity' | 'load') => void = () => undefined;
    const telemetry = createTelemetry({
      csrfToken: 'csrf-1',
      versionOf: () => '1.2.0',
      verdictOf: () => new Promise((resolve) => (decide = resolve)),
      send: async (_url, init) => sent.push(init),
      beacon: (url, body) => {
        beacons.push({ url, body });
        return beaconAnswer;
      },
    });
    return { telemetry, beacons, sent, decide: (v: 'integrity' | 'load') => decide(v) };
  }

  it('sends a report still waiting for its verdict by beacon, with the CSRF token in the body, once', async () => {
    const { telemetry, beacons, sent, decide } = hiding();
    const reported = telemetry.report({ remote: 'mf-search', module: 'search-box', kind: 'load', error: chunkError() });
    telemetry.hide();
    expect(beacons).toEqual([{ url: '/api/telemetry', body: expect.any(String) }]);
    expect(JSON.parse(beacons[0]?.body ?? '')).toEqual({
      reports: [
        { remote: 'mf-search', version: '1.2.0', kind: 'load', module: 'search-box', errorName: 'ChunkLoadError' },
      ],
      _csrf: 'csrf-1',
    });
    // The verdict arrives after the page left (or came back from the bfcache): nothing is sent twice.
    decide('integrity');
    await reported;
    telemetry.hide();
    telemetry.flush();
    expect(beacons).toHaveLength(1);
    expect(sent).toHaveLength(0);
  });

  it('sends what the batch window still holds by beacon, and falls back to a keepalive fetch', async () => {
    jest.useFakeTimers();
    try {
      const { telemetry, beacons, sent, decide } = hiding(false);
      const reported = telemetry.report({
        remote: 'mf-search',
        module: 'search-box',
        kind: 'crash',
        error: new Error(),
      });
      decide('load');
      await reported;
      telemetry.hide();
      expect(beacons).toHaveLength(1);
      expect(sent).toEqual([expect.objectContaining({ keepalive: true, method: 'POST' })]);
      jest.advanceTimersByTime(5_000);
      expect(sent).toHaveLength(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('sends nothing when nothing failed', () => {
    const { telemetry, beacons, sent } = hiding();
    telemetry.hide();
    expect(beacons).toEqual([]);
    expect(sent).toEqual([]);
  });
});
