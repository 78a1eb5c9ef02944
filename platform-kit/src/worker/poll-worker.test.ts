import { createPollWorkerSet, startPollWorker } from './poll-worker';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('startPollWorker', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['setImmediate'] }));
  afterEach(() => jest.useRealTimers());

  it('runs the work every poll, one run at a time, until stopped', async () => {
    let runs = 0;
    const worker = startPollWorker({ work: async () => void runs++, pollMs: 1000, onError: () => undefined });
    jest.advanceTimersByTime(999);
    expect(runs).toBe(0);
    jest.advanceTimersByTime(1);
    await tick();
    expect(runs).toBe(1);
    jest.advanceTimersByTime(1000);
    await tick();
    expect(runs).toBe(2);
    await worker.stop();
    jest.advanceTimersByTime(5000);
    await tick();
    expect(runs).toBe(2);
  });

  it('shares one run between concurrent drains, and runs again for a drain that came during a run', async () => {
    let runs = 0;
    let release: () => void = () => undefined;
    const work = () =>
      new Promise<void>((resolve) => {
        runs++;
        release = resolve;
      });
    const worker = startPollWorker({ work, pollMs: 60_000, onError: () => undefined });
    const first = worker.drain();
    const second = worker.drain();
    expect(runs).toBe(1);
    release();
    await tick();
    // The second drain waited for the first run, then started its own: its job may have come after the last claim.
    expect(runs).toBe(2);
    release();
    await Promise.all([first, second]);
    await worker.stop();
  });

  it('hands a failed run to onError and keeps polling', async () => {
    const errors: unknown[] = [];
    let runs = 0;
    const work = async () => {
      runs++;
      if (runs === 1) throw new Error('database away');
    };
    const worker = startPollWorker({ work, pollMs: 100, onError: (error) => errors.push(error) });
    jest.advanceTimersByTime(100);
    await tick();
    jest.advanceTimersByTime(100);
    await tick();
    expect(errors).toEqual([new Error('database away')]);
    expect(runs).toBe(2);
    await worker.stop();
  });

  it('drains every live worker of a set, and a stopped one no more', async () => {
    const set = createPollWorkerSet();
    const runs = { a: 0, b: 0 };
    const start = (name: 'a' | 'b') =>
      startPollWorker({ work: async () => void runs[name]++, pollMs: 60_000, onError: () => undefined }, set);
    const [a, b] = [start('a'), start('b')];
    await set.drainAll();
    expect(runs).toEqual({ a: 1, b: 1 });
    await a.stop();
    await set.drainAll();
    expect(runs).toEqual({ a: 1, b: 2 });
    await b.stop();
  });
});
