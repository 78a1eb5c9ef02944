import { guardHead } from './head-guard';
import type { IntegrityLedger } from './integrity-ledger';
import { createRemotePolicy } from './remote-policy';

const policy = createRemotePolicy(
  {
    generatedAt: 'now',
    allowedOrigins: [],
    remotes: [
      {
        name: 'mf-search',
        version: '1.0.0',
        manifestUrl: '/remotes/mf-search/1.0.0/mf-manifest.json',
        integrity: { 'remoteEntry.js': 'sha384-ENTRY', '89.abc.js': 'sha384-CHUNK' },
        channel: 'active',
      },
    ],
  },
  window.location.origin,
);

function setup() {
  const ledger = { refuse: jest.fn(), failed: jest.fn(), verdict: jest.fn() } as unknown as IntegrityLedger & {
    refuse: jest.Mock;
    failed: jest.Mock;
  };
  const log = jest.fn();
  const undo = guardHead(document.head, policy, ledger, log);
  return { ledger, log, undo };
}

const script = (src: string) => Object.assign(document.createElement('script'), { src });

describe('head guard', () => {
  let undo: () => void = () => undefined;
  afterEach(() => {
    undo();
    document.head.innerHTML = '';
  });

  it('puts the registry hash on a remote chunk a bundler runtime inserts', () => {
    const guard = setup();
    undo = guard.undo;
    const chunk = script('/remotes/mf-search/1.0.0/89.abc.js');
    document.head.appendChild(chunk);
    expect(chunk.parentNode).toBe(document.head);
    expect(chunk.getAttribute('integrity')).toBe('sha384-CHUNK');
    chunk.dispatchEvent(new Event('error'));
    expect(guard.ledger.failed).toHaveBeenCalledWith(
      'mf-search',
      `${window.location.origin}/remotes/mf-search/1.0.0/89.abc.js`,
      'sha384-CHUNK',
    );
  });

  it('also guards preload links and insertBefore', () => {
    const guard = setup();
    undo = guard.undo;
    const link = Object.assign(document.createElement('link'), {
      rel: 'preload',
      as: 'script',
      href: '/remotes/mf-search/1.0.0/remoteEntry.js',
    });
    document.head.insertBefore(link, null);
    expect(link.getAttribute('integrity')).toBe('sha384-ENTRY');
  });

  it('never inserts a remote file without a hash and fails its loader like a network error', async () => {
    jest.useFakeTimers();
    const guard = setup();
    undo = guard.undo;
    const chunk = script('/remotes/mf-search/1.0.0/injected.js');
    const onerror = jest.fn();
    chunk.onerror = onerror;
    expect(document.head.appendChild(chunk)).toBe(chunk);
    expect(chunk.parentNode).toBeNull();
    jest.runAllTimers();
    jest.useRealTimers();
    expect(onerror).toHaveBeenCalledTimes(1);
    expect(guard.ledger.refuse).toHaveBeenCalledWith('mf-search');
  });

  it('refuses a script from an origin outside the allow-list', () => {
    const guard = setup();
    undo = guard.undo;
    const foreign = script('https://evil.test/remoteEntry.js');
    document.head.appendChild(foreign);
    expect(foreign.parentNode).toBeNull();
    expect(guard.log).toHaveBeenCalledWith(expect.stringContaining('origin outside the allow-list'));
  });

  it('leaves everything else alone', () => {
    const guard = setup();
    undo = guard.undo;
    const own = script('/assets/shell/135.js');
    const style = document.createElement('style');
    document.head.append(style);
    document.head.appendChild(own);
    expect(own.parentNode).toBe(document.head);
    expect(own.hasAttribute('integrity')).toBe(false);
  });
});
