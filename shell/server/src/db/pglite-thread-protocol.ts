/** Messages between the render thread and the thread that runs PGlite (pglite-thread.ts, pglite-worker.ts). */
export type WorkerRequest =
  | { id: number; op: 'query'; text: string; params: unknown[]; tx?: number }
  | { id: number; op: 'exec'; text: string; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'close' };

/** A database error as data: the fields callers and logs read (PostgreSQL's code, detail, constraint). */
export type WorkerError = { name: string; message: string; code?: string; detail?: string; constraint?: string };

export type WorkerReply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: WorkerError };

/** A data dir, or none (in memory) restored from a template tarball (tests). */
export type WorkerSetup = { dataDir: string | undefined; template?: Uint8Array; startParams: string[] };
