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
  /** `navigator.sendBeacon`, for the page going away; false or absent falls back to a keepalive fetch. */
  beacon?: (url: string, body: string) => boolean;
  /** Reports that arrive within this window go in one request. */
  batchMs?: number;
};

const MAX_BATCH = 20;

/** The error's name only (never its message: it may hold a URL), when it is a plain identifier. */
function errorNameOf(error: unknown): string | undefined {
  const name = error instanceof Error ? error.name : undefined;
  return name && /^[A-Za-z0-9_$]{1,60}$/.test(name) ? name : undefined;
}

/** A report still waiting for the integrity verdict; `left` once the page sent it as it was. */
type Waiting = { report: TelemetryReport; left: boolean };

/**
 * Report island failures to POST /api/telemetry: remote, version, kind, module and error name, nothing
 * else. Batched (one request per burst) and each distinct report sent once per page. When the page is
 * hidden or left (`hide`), everything queued leaves at once by `sendBeacon` (a beacon carries no
 * header, so the CSRF token goes in the body as `_csrf`, text/plain), including reports still waiting
 * for their integrity verdict, which leave with the kind they have: a navigation right after a
 * failure must not lose it.
 */
export function createTelemetry(options: TelemetryOptions) {
  const send = options.send ?? ((url: string, init: RequestInit) => fetch(url, init));
  const batchMs = options.batchMs ?? 1000;
  const seen = new Set<string>();
  const waiting = new Set<Waiting>();
  let queue: TelemetryReport[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  function fetchBatch(reports: TelemetryReport[]): void {
    send(TELEMETRY_PATH, {
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'x-csrf-token': options.csrfToken },
      body: JSON.stringify({ reports }),
    }).catch(() => undefined); // telemetry must never become a second failure
  }

  function drain(viaBeacon: boolean): void {
    if (timer) clearTimeout(timer);
    timer = null;
    while (queue.length > 0) {
      const reports = queue.slice(0, MAX_BATCH);
      queue = queue.slice(MAX_BATCH);
      const body = JSON.stringify({ reports, _csrf: options.csrfToken });
      if (!viaBeacon || !options.beacon?.(TELEMETRY_PATH, body)) fetchBatch(reports);
    }
  }

  function enqueue(candidate: TelemetryReport, armTimer: boolean): void {
    const parsed = telemetryReportSchema.safeParse(candidate);
    if (!parsed.success) return;
    const key = JSON.stringify(parsed.data);
    if (seen.has(key)) return;
    seen.add(key);
    queue.push(parsed.data);
    if (queue.length >= MAX_BATCH) drain(false);
    else if (armTimer) timer ??= setTimeout(() => drain(false), batchMs);
  }

  async function report(failure: IslandFailure): Promise<void> {
    const version = options.versionOf(failure.remote);
    if (!version) return;
    const errorName = errorNameOf(failure.error);
    const base = { remote: failure.remote, version, kind: failure.kind, module: failure.module };
    const entry: Waiting = { report: (errorName ? { ...base, errorName } : base) as TelemetryReport, left: false };
    waiting.add(entry);
    let kind: RemoteFailureKind = failure.kind;
    if (failure.kind !== 'crash' && (await options.verdictOf(failure.remote)) === 'integrity') kind = 'integrity';
    waiting.delete(entry);
    if (!entry.left) enqueue({ ...entry.report, kind }, true);
  }

  /** The page is hidden or going away: send everything now, by beacon. */
  function hide(): void {
    for (const entry of waiting) {
      entry.left = true;
      enqueue(entry.report, false);
    }
    waiting.clear();
    drain(true);
  }

  return { report, flush: () => drain(false), hide };
}

export type Telemetry = ReturnType<typeof createTelemetry>;
