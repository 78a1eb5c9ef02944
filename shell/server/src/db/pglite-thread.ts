import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Sql, SqlRow } from '@site/shared-contracts/platform';
import type { ClosableSql } from './pglite-driver';
import type { WorkerError, WorkerReply, WorkerRequest, WorkerSetup } from './pglite-thread-protocol';
import { sqlOver, type Queryable } from './sql-over';
import { countWrites, registerWriteCount } from './write-count';

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
// Each kind of request without its id (the id is added when it is sent).
type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;
type Request = WithoutId<WorkerRequest>;

const WORKER_FILE = path.join(__dirname, 'pglite-worker.ts');
// The worker compiles its TypeScript with tsx's require hook, whichever way this process started (tsx, jest).
const BOOT = `require('tsx/cjs/api').register(); require(${JSON.stringify(WORKER_FILE)});`;

/** A database error rebuilt on this side, with the fields callers read (PostgreSQL's code among them). */
function rebuild(error: WorkerError): Error {
  return Object.assign(new Error(error.message), error);
}

/**
 * PGlite on a worker thread (issue 10: its queries took about a third of the render thread's CPU, and a page
 * waiting on one held every other). Same `Sql` surface, same write count, same one connection: a transaction is
 * begun, used and ended by messages, and PGlite serialises everything else behind it.
 */
export async function openPgliteThread(setup: WorkerSetup): Promise<ClosableSql> {
  const worker = new Worker(BOOT, {
    eval: true,
    workerData: setup,
    // The young generation `npm start` gives the main thread (--max-semi-space-size=4): V8 flags are the process's,
    // but a worker's heap sizes are its own, and the default 16 MB semi-spaces would hold garbage it never needs.
    resourceLimits: { maxYoungGenerationSizeMb: 8 },
  });
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let failure: Error | null = null;
  const ready = new Promise<void>((resolve, reject) => {
    pending.set(0, { resolve: () => resolve(), reject });
  });
  worker.on('message', (reply: WorkerReply) => {
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if (reply.ok) waiting.resolve(reply.result);
    else waiting.reject(rebuild(reply.error));
  });
  const fail = (error: Error) => {
    failure = error;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the database thread exited (${code})`)));
  const send = (request: Request): Promise<unknown> => {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...request, id });
    });
  };
  await ready;

  const queryable = (tx?: number): Queryable => ({
    query: async <R extends SqlRow>(text: string, params: unknown[]) =>
      (await send({ op: 'query', text, params, ...(tx === undefined ? {} : { tx }) })) as {
        rows: R[];
        affectedRows?: number;
      },
    exec: (text: string) => send({ op: 'exec', text, ...(tx === undefined ? {} : { tx }) }),
  });
  async function transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T> {
    const tx = (await send({ op: 'begin' })) as number;
    // One connection: a transaction inside this one is this one (PGlite has no nested transactions either).
    const inside: Sql = sqlOver('pglite', queryable(tx), (inner) => inner(inside));
    let result: T;
    try {
      result = await fn(inside);
    } catch (error) {
      await send({ op: 'end', tx, commit: false }).catch(() => undefined);
      throw error;
    }
    await send({ op: 'end', tx, commit: true });
    return result;
  }

  let writes = 0;
  const db: ClosableSql = {
    ...countWrites(sqlOver('pglite', queryable(), transaction), () => {
      writes += 1;
    }),
    batch: (fn) => fn(db),
    async close() {
      await send({ op: 'close' }).catch(() => undefined);
      worker.removeAllListeners('exit');
      fail(new Error('the database thread is closed'));
      await worker.terminate();
    },
  };
  registerWriteCount(db, () => writes, true);
  return db;
}
