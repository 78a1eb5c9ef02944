import { createLoadQueue } from './load-queue';

type Deferred = { promise: Promise<string>; resolve: (v: string) => void; reject: (e: Error) => void };
function deferred(): Deferred {
  let resolve: (v: string) => void = () => {};
  let reject: (e: Error) => void = () => {};
  const promise = new Promise<string>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the remote load queue', () => {
  it('starts the second load only after the first has provided the singletons, then runs loads in parallel', async () => {
    const enqueue = createLoadQueue();
    const started: string[] = [];
    const first = deferred();
    const second = deferred();
    const a = enqueue(() => (started.push('a'), first.promise));
    const b = enqueue(() => (started.push('b'), second.promise));
    await tick();
    expect(started).toEqual(['a']);
    first.resolve('A');
    await expect(a).resolves.toBe('A');
    await tick();
    expect(started).toEqual(['a', 'b']);
    second.resolve('B');
    await expect(b).resolves.toBe('B');

    const third = deferred();
    const fourth = deferred();
    void enqueue(() => (started.push('c'), third.promise));
    void enqueue(() => (started.push('d'), fourth.promise));
    expect(started).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps loads one at a time after a failed first load, and fails only that load', async () => {
    const enqueue = createLoadQueue();
    const started: string[] = [];
    const first = deferred();
    const second = deferred();
    const a = enqueue(() => (started.push('a'), first.promise));
    const b = enqueue(() => (started.push('b'), second.promise));
    first.reject(new Error('refused'));
    await expect(a).rejects.toThrow('refused');
    await tick();
    expect(started).toEqual(['a', 'b']);
    const c = deferred();
    void enqueue(() => (started.push('c'), c.promise));
    await tick();
    expect(started).toEqual(['a', 'b']);
    second.resolve('B');
    await expect(b).resolves.toBe('B');
    await tick();
    expect(started).toEqual(['a', 'b', 'c']);
  });
});
