import { LOAD_TIMEOUT_MS, loadScript } from './chunk-load-error';

describe('loadScript (webpack chunk parity)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('fails with ChunkLoadError after exactly 120 s when the script never answers', async () => {
    const outcome = loadScript('http://localhost/remotes/mf-x/1/remoteEntry.js', 'mf_x').then(
      () => 'loaded',
      (error: Error & { type: string; request: string }) => error,
    );
    jest.advanceTimersByTime(LOAD_TIMEOUT_MS - 1);
    await Promise.resolve();
    expect(document.head.querySelector('script[src$="remoteEntry.js"]')).not.toBeNull();
    jest.advanceTimersByTime(1);
    const error = (await outcome) as Error & { type: string; request: string };
    expect(error.name).toBe('ChunkLoadError');
    expect(error.message).toBe('Loading chunk mf_x failed.\n(timeout: http://localhost/remotes/mf-x/1/remoteEntry.js)');
    expect(error.type).toBe('timeout');
    expect(error.request).toBe('http://localhost/remotes/mf-x/1/remoteEntry.js');
    expect(document.head.querySelector('script[src$="remoteEntry.js"]')).toBeNull();
  });

  it('reports a network error as type error', async () => {
    const outcome = loadScript('http://localhost/x.js', 'x').catch((error: Error) => error);
    document.head
      .querySelector<HTMLScriptElement>('script[src="http://localhost/x.js"]')
      ?.onerror?.(new Event('error'));
    expect(((await outcome) as Error).message).toBe('Loading chunk x failed.\n(error: http://localhost/x.js)');
  });
});
