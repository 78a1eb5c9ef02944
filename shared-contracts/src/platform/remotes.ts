import * as z from 'zod/mini';

/** The five federated remotes. Only names are constants; URLs come from the registry at run time. */
export const remoteNameSchema = z.enum(['mf-search', 'mf-auth', 'mf-popups', 'mf-shop', 'mf-content']);
export type RemoteName = z.infer<typeof remoteNameSchema>;
export const remoteNames = remoteNameSchema.options;

/** The MF container name of a remote ('mf-search' -> 'mf_search'): JS identifiers cannot hold '-'. */
export function containerName(remote: RemoteName): string {
  return remote.replace(/-/g, '_');
}

/**
 * Every remote's entry file, beside its mf-manifest.json. The shell registers remotes by this file (no manifest
 * request, issue 10), the rspack preset names it so, and `remotes publish` refuses a build named otherwise.
 */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

export const remoteVersionSchema = z
  .string()
  .check(
    z.minLength(1),
    z.maxLength(64),
    z.regex(/^[0-9A-Za-z][0-9A-Za-z.+_-]*$/, 'a version is letters, digits and . + _ -'),
  );

/** A Subresource Integrity value as the registry records it (SHA-384, base64). */
export const sriHashSchema = z.string().check(z.regex(/^sha384-[A-Za-z0-9+/]+=*$/));

/** Why this request runs this version: the active one, the canary bucket, or a QA override for one browser. */
export const remoteChannelSchema = z.enum(['active', 'canary', 'override']);
export type RemoteChannel = z.infer<typeof remoteChannelSchema>;

/** One remote as the page's snapshot describes it: the version this request runs and where its manifest is. */
export const snapshotRemoteSchema = z.object({
  name: remoteNameSchema,
  version: remoteVersionSchema,
  manifestUrl: z.string().check(z.minLength(1)),
  /**
   * File path (relative to the manifest's folder) -> SRI hash, from the registry. The runtime loads
   * every remote file with it and fails closed. Absent only for a QA override pointing at a dev server
   * on an allowed origin, whose files change on every rebuild.
   */
  integrity: z.optional(z.record(z.string(), sriHashSchema)),
  channel: z._default(remoteChannelSchema, 'active'),
});
export type SnapshotRemote = z.infer<typeof snapshotRemoteSchema>;

/** Inlined into every page; the MF host runtime starts from it (no remote URL is baked into the shell build). */
export const remoteSnapshotSchema = z.object({
  generatedAt: z.string(),
  remotes: z.array(snapshotRemoteSchema),
  /** Origins allowed to serve remote files (the page's own origin included); the same list feeds the CSP. */
  allowedOrigins: z._default(z.array(z.url()), []),
});
export type RemoteSnapshot = z.infer<typeof remoteSnapshotSchema>;

// A pure IIFE: a bundle that does not use this schema (the island host) drops it; a bare zod call at module
// level is kept and run by every bundle that imports the module.
/** GET /api/remotes */
export const remotesResponseSchema = /* @__PURE__ */ (() =>
  z.object({
    remotes: z.array(
      z.object({
        name: remoteNameSchema,
        activeVersion: z.nullable(remoteVersionSchema),
        manifestUrl: z.nullable(z.string()),
        versions: z.array(remoteVersionSchema),
      }),
    ),
  }))();
export type RemotesResponse = z.infer<typeof remotesResponseSchema>;

// A pure IIFE: a bundle that does not use this schema (the island host) drops it; a bare zod call at module
// level is kept and run by every bundle that imports the module.
/** What `remotes publish` records for a version: every file with its SHA-384 (base64, SRI form). */
export const publishedFileSchema = /* @__PURE__ */ (() =>
  z.object({
    path: z.string().check(z.minLength(1)),
    size: z.int().check(z.nonnegative()),
    integrity: sriHashSchema,
  }))();
export type PublishedFile = z.infer<typeof publishedFileSchema>;
