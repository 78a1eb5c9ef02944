/**
 * Runs remote loads one after another until one has succeeded, then lets them run side by side. The
 * first remote to load provides React and the other singletons to the share scope ('loaded-first'); two
 * first loads in parallel would each fetch their own copy, which is how React was downloaded twice.
 */
export function createLoadQueue() {
  let provided = false;
  let tail: Promise<unknown> = Promise.resolve();
  return function enqueue<T>(load: () => Promise<T>): Promise<T> {
    if (provided) return load();
    const run = tail.then(load);
    run.then(
      () => {
        provided = true;
      },
      () => undefined,
    );
    // The next load waits for this one whatever its outcome; a failure leaves the singletons unprovided.
    tail = run.catch(() => undefined);
    return run;
  };
}
