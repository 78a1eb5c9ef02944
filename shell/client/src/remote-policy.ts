import type { RemoteSnapshot, SnapshotRemote } from '@site/shared-contracts/platform';

/** What the shell may do with one URL a loader is about to fetch. */
export type UrlDecision =
  | { allow: true; remote: SnapshotRemote | null; integrity: string | null }
  | { allow: false; remote: SnapshotRemote | null; reason: 'origin' | 'no-integrity' };

export type RemotePolicy = {
  /** The remotes this page may run: those on an allowed origin and, unless a QA override, with an integrity map. */
  readonly usable: readonly SnapshotRemote[];
  /** Remotes refused up front, with why (for the log and telemetry). */
  readonly refused: readonly { remote: SnapshotRemote; reason: 'origin' | 'no-integrity' }[];
  decide(url: string): UrlDecision;
  remoteOf(url: string): SnapshotRemote | null;
};

function folderOf(manifestUrl: string, pageOrigin: string): URL {
  return new URL('./', new URL(manifestUrl, pageOrigin));
}

/**
 * The page's rules for remote files, from the snapshot alone: a URL must be on the page's origin or one of
 * `allowedOrigins`, and a file inside a remote version's folder must have its registry hash, which the
 * caller puts on the request (SRI). Everything is refused unless it is known: failing closed.
 */
export function createRemotePolicy(snapshot: RemoteSnapshot, pageOrigin: string): RemotePolicy {
  const origins = new Set([pageOrigin, ...snapshot.allowedOrigins.map((o) => new URL(o).origin)]);
  const originAllowed = (url: URL) => origins.has(url.origin);
  const usable: SnapshotRemote[] = [];
  const refused: { remote: SnapshotRemote; reason: 'origin' | 'no-integrity' }[] = [];
  const folders: { remote: SnapshotRemote; base: string }[] = [];
  for (const remote of snapshot.remotes) {
    const base = folderOf(remote.manifestUrl, pageOrigin);
    folders.push({ remote, base: base.href });
    if (!originAllowed(base)) refused.push({ remote, reason: 'origin' });
    // Only a QA override of a dev server may run without hashes: its files change on every rebuild.
    else if (!remote.integrity && remote.channel !== 'override') refused.push({ remote, reason: 'no-integrity' });
    else usable.push(remote);
  }
  const refusedWhy = new Map(refused.map((r) => [r.remote, r.reason]));
  // Longest folder first, so a folder nested in another resolves to its own remote.
  folders.sort((a, b) => b.base.length - a.base.length);

  const locate = (url: URL) => {
    const href = url.href.split(/[?#]/)[0] ?? url.href;
    const hit = folders.find((f) => href.startsWith(f.base));
    return hit ? { remote: hit.remote, path: decodeURIComponent(href.slice(hit.base.length)) } : null;
  };

  return {
    usable,
    refused,
    remoteOf(raw) {
      return locate(new URL(raw, pageOrigin))?.remote ?? null;
    },
    decide(raw) {
      const url = new URL(raw, pageOrigin);
      const hit = locate(url);
      if (!originAllowed(url)) return { allow: false, remote: hit?.remote ?? null, reason: 'origin' };
      if (!hit) return { allow: true, remote: null, integrity: null };
      const why = refusedWhy.get(hit.remote);
      if (why) return { allow: false, remote: hit.remote, reason: why };
      const map = hit.remote.integrity;
      if (!map) return { allow: true, remote: hit.remote, integrity: null };
      const integrity = map[hit.path];
      return integrity
        ? { allow: true, remote: hit.remote, integrity }
        : { allow: false, remote: hit.remote, reason: 'no-integrity' };
    },
  };
}
