import * as z from 'zod/mini';
import { remoteNameSchema, remoteVersionSchema } from './remotes';

/**
 * What went wrong with a remote in a browser. `integrity`: a file's hash did not match (tampered or
 * corrupted); `load`: the entry or a chunk did not load (down, 404, ChunkLoadError after 120 s);
 * `mount`: the module loaded but would not mount; `crash`: a mounted island threw later.
 */
export const remoteFailureKindSchema = z.enum(['integrity', 'load', 'mount', 'crash']);
export type RemoteFailureKind = z.infer<typeof remoteFailureKindSchema>;

/** One report; deliberately no URL, user id or free text beyond a short error name: no personal data. */
export const telemetryReportSchema = z.object({
  remote: remoteNameSchema,
  version: remoteVersionSchema,
  kind: remoteFailureKindSchema,
  /** The island module, e.g. 'search-box'. */
  module: z.string().check(z.regex(/^[a-z0-9-]{1,40}$/)),
  /** Error name only ('ChunkLoadError', 'TypeError'), never the message. */
  errorName: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_$]{1,60}$/))),
});
export type TelemetryReport = z.infer<typeof telemetryReportSchema>;

// A pure IIFE: a bundle that does not use this schema (the island host) drops it; a bare zod call at module
// level is kept and run by every bundle that imports the module.
/** POST /api/telemetry (JSON, `x-csrf-token` header): a batch the shell flushes. Answers 204. */
export const telemetryBatchSchema = /* @__PURE__ */ (() =>
  z.object({
    reports: z.array(telemetryReportSchema).check(z.minLength(1), z.maxLength(20)),
  }))();
export type TelemetryBatch = z.infer<typeof telemetryBatchSchema>;

export const TELEMETRY_PATH = '/api/telemetry';
