/**
 * A server-side poll loop for a queue a slice keeps in its own tables (mail, provider calls): a timer (unref'd,
 * so it never holds a process open) that runs `work` every `pollMs`, one run at a time. It runs in every server
 * process; the queue's claim (SKIP LOCKED) keeps two processes from taking one job.
 */
export type PollWorker = {
  /** Run the work now, until the queue is empty; concurrent calls share one run. */
  drain(): Promise<void>;
  /** Stop polling and wait for the run in progress. */
  stop(): Promise<void>;
};

export type PollWorkerOptions = {
  /** One run: claim what is due and handle it, until nothing is left. */
  work: () => Promise<void>;
  pollMs: number;
  /** A run that threw; the next poll tries again. */
  onError: (error: unknown) => void;
};

/** The live workers of one kind, for tests to empty at once instead of waiting for a poll. */
export type PollWorkerSet = {
  add(worker: PollWorker): void;
  delete(worker: PollWorker): void;
  drainAll(): Promise<void>;
};

export function createPollWorkerSet(): PollWorkerSet {
  const running = new Set<PollWorker>();
  return {
    add: (worker) => void running.add(worker),
    delete: (worker) => void running.delete(worker),
    async drainAll() {
      await Promise.all([...running].map((worker) => worker.drain()));
    },
  };
}

export function startPollWorker(options: PollWorkerOptions, set?: PollWorkerSet): PollWorker {
  let current: Promise<void> | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  const drain = async (): Promise<void> => {
    // A run in progress may have made its last claim before the caller's job was queued: wait, then run.
    if (current) await current;
    current ??= options
      .work()
      .catch(options.onError)
      .finally(() => {
        current = null;
      });
    await current;
  };
  const schedule = (): void => {
    if (stopped) return;
    timer = setTimeout(() => void drain().then(schedule), options.pollMs);
    (timer as { unref?: () => void }).unref?.();
  };
  const worker: PollWorker = {
    drain,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      set?.delete(worker);
      await current;
    },
  };
  set?.add(worker);
  schedule();
  return worker;
}
