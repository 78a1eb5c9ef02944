import type { RemoteFailureKind, TelemetryReport } from '@site/shared-contracts/platform';
import { TELEMETRY_PATH, telemetryReportSchema } from '@site/shared-contracts/platform';
import type { Verdict } from './integrity-ledger';

/** An island failure as the mounter sees it. */
export type IslandFailure = { remote: string; module: string; kind: 'load' | 'mount' | 'crash'; error: unknown };

export type TelemetryOptions = {
  csrfToken: string;
  versionOf: (remote: string) => string | null;
  /** Whether the remote's files were refused by integrity on this page (waits for pending checks). */
  verdictOf: (remote: string) => Promise<Verdict>;
  send?: (url: string, init: RequestInit) => Promise<unknown>;
  /** Reports that arrive within this window go in one request. */
  batchMs?: number;
};

const MAX_BATCH = 20;

/** The error's name only (never its message: it may hold a URL), when it is a plain identifier. */
function errorNameOf(error: unknown): string | undefined {
  const name = error instanceof Error ? error.name : undefined;
  return name && /^[A-Za-z0-9_$]{1,60}$/.test(name) ? name : undefined;
}

/**
 * Report island failures to POST /api/telemetry: remote, version, kind, module and error name, nothing
 * else. Batched (one request per burst), each distinct report sent once per page, and sent with
 * `keepalive` so a report still leaves when the visitor navigates away at once.
 */
export function createTelemetry(options: TelemetryOptions) {
  const send = options.send ?? ((url: string, init: RequestInit) => fetch(url, init));
  const batchMs = options.batchMs ?? 1000;
  const seen = new Set<string>();
  let queue: TelemetryReport[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  function flush(): void {
    if (timer) clearTimeout(timer);
    timer = null;
    while (queue.length > 0) {
      const reports = queue.slice(0, MAX_BATCH);
      queue = queue.slice(MAX_BATCH);
      send(TELEMETRY_PATH, {
        method: 'POST',
        keepalive: true,
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', 'x-csrf-token': options.csrfToken },
        body: JSON.stringify({ reports }),
      }).catch(() => undefined); // telemetry must never become a second failure
    }
  }

  async function report(failure: IslandFailure): Promise<void> {
    const version = options.versionOf(failure.remote);
    if (!version) return;
    let kind: RemoteFailureKind = failure.kind;
    if (failure.kind !== 'crash' && (await options.verdictOf(failure.remote)) === 'integrity') kind = 'integrity';
    const errorName = errorNameOf(failure.error);
    const parsed = telemetryReportSchema.safeParse({
      remote: failure.remote,
      version,
      kind,
      module: failure.module,
      ...(errorName ? { errorName } : {}),
    });
    if (!parsed.success) return;
    const key = JSON.stringify(parsed.data);
    if (seen.has(key)) return;
    seen.add(key);
    queue.push(parsed.data);
    if (queue.length >= MAX_BATCH) flush();
    else timer ??= setTimeout(flush, batchMs);
  }

  return { report, flush };
}

export type Telemetry = ReturnType<typeof createTelemetry>;
