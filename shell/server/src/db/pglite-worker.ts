import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { preparedQueries } from './pglite-prepared';
import { statementNames } from './statement-names';
import type { WorkerError, WorkerReply, WorkerRequest, WorkerSetup } from './pglite-thread-protocol';

/**
 * The thread PGlite runs on (pglite-thread.ts starts it): queries arrive as messages and leave as rows, so the
 * WebAssembly database never holds the render thread. A transaction stays open across messages until its end.
 */
const setup = workerData as WorkerSetup;
const port = parentPort;
if (!port) throw new Error('pglite-worker runs as a worker thread');

const ROLLBACK = Symbol('rollback');
type OpenTransaction = { tx: Transaction; end: (commit: boolean) => void; settled: Promise<void> };
const open = new Map<number, OpenTransaction>();
let nextTx = 1;

const asError = (error: unknown): WorkerError => {
  const e = (error ?? {}) as Partial<WorkerError>;
  return {
    name: typeof e.name === 'string' ? e.name : 'Error',
    message: typeof e.message === 'string' ? e.message : String(error),
    ...(typeof e.code === 'string' ? { code: e.code } : {}),
    ...(typeof e.detail === 'string' ? { detail: e.detail } : {}),
    ...(typeof e.constraint === 'string' ? { constraint: e.constraint } : {}),
  };
};

async function main(): Promise<void> {
  const pg = await PGlite.create(setup.dataDir, {
    startParams: setup.startParams,
    ...(setup.template ? { loadDataDir: new Blob([setup.template]) } : {}),
  });
  // Outside a transaction, each statement is parsed and planned once (pglite-prepared.ts).
  const prepared = preparedQueries(pg, statementNames());
  const target = (tx?: number) => {
    if (tx === undefined) return pg;
    const entry = open.get(tx);
    if (!entry) throw new Error(`transaction ${tx} is not open`);
    return entry.tx;
  };
  // PGlite's own transaction holds its one connection: other statements wait for it, as on a server's row locks.
  const begin = () =>
    new Promise<number>((started, failed) => {
      const id = nextTx++;
      const settled: Promise<void> = pg
        .transaction(async (tx) => {
          const commit = await new Promise<boolean>((end) => {
            open.set(id, { tx, end, settled });
            started(id);
          });
          if (!commit) throw ROLLBACK;
        })
        .then(
          () => undefined,
          (error: unknown) => {
            if (error !== ROLLBACK) throw error;
          },
        )
        .finally(() => open.delete(id));
      settled.catch(failed);
    });
  const run = async (request: WorkerRequest): Promise<unknown> => {
    switch (request.op) {
      case 'query': {
        const result =
          request.tx === undefined
            ? await prepared(request.text, request.params)
            : await target(request.tx).query(request.text, request.params);
        return { rows: result.rows, affectedRows: result.affectedRows };
      }
      case 'exec':
        await target(request.tx).exec(request.text);
        return null;
      case 'begin':
        return begin();
      case 'end': {
        const entry = open.get(request.tx);
        if (!entry) throw new Error(`transaction ${request.tx} is not open`);
        entry.end(request.commit);
        await entry.settled;
        return null;
      }
      case 'close':
        await pg.close();
        return null;
    }
  };
  port?.on('message', (request: WorkerRequest) => {
    run(request).then(
      (result) => port.postMessage({ id: request.id, ok: true, result } satisfies WorkerReply),
      (error: unknown) => port.postMessage({ id: request.id, ok: false, error: asError(error) } satisfies WorkerReply),
    );
  });
  port?.postMessage({ id: 0, ok: true, result: 'ready' } satisfies WorkerReply);
}

main().catch((error: unknown) => port.postMessage({ id: 0, ok: false, error: asError(error) } satisfies WorkerReply));
