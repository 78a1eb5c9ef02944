/** Why a remote's file did not run, as far as the shell can tell. */
export type Verdict = 'integrity' | 'load';

export type VerifyDeps = {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** Absent outside secure contexts (plain http on a non-local host). */
  subtle: SubtleCrypto | undefined;
};

function toBase64(buffer: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(buffer)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * After a hashed file failed to load, tell an SRI refusal from a network failure: fetch the same URL again
 * and hash it. `cache: 'reload'` skips the (immutable, year-long) cached copy and replaces it, so a
 * response corrupted on the way is healed for the next page load. Without WebCrypto, a file that answers
 * 200 where the script failed can only have been refused by its hash.
 */
export async function verifyFile(url: string, expected: string, deps: VerifyDeps): Promise<Verdict> {
  let response: Response;
  try {
    response = await deps.fetch(url, { cache: 'reload', credentials: 'omit', mode: 'cors' });
  } catch {
    return 'load';
  }
  if (!response.ok) return 'load';
  if (!deps.subtle) return 'integrity';
  const [algorithm, digest] = expected.split(/-(.*)/s);
  if (algorithm !== 'sha384' || !digest) return 'integrity';
  const actual = toBase64(await deps.subtle.digest('SHA-384', await response.arrayBuffer()));
  return actual === digest ? 'load' : 'integrity';
}

/**
 * What the shell learned about each remote's files on this page: refusals (no hash for a file) and
 * verifications of hashed files that failed. Page-local on purpose: nothing is stored, so the next page
 * load tries again.
 */
export function createIntegrityLedger(deps: VerifyDeps) {
  const pending = new Map<string, Promise<Verdict>[]>();
  const add = (remote: string, verdict: Promise<Verdict>) =>
    pending.set(remote, [...(pending.get(remote) ?? []), verdict]);
  return {
    /** A file was refused before any request: it had no recorded hash. */
    refuse(remote: string): void {
      add(remote, Promise.resolve('integrity'));
    },
    /** A hashed file failed to load: find out whether its bytes were wrong. */
    failed(remote: string, url: string, integrity: string): void {
      add(
        remote,
        verifyFile(url, integrity, deps).catch(() => 'load' as const),
      );
    },
    /** Whether any of the remote's files on this page was refused by integrity. */
    async verdict(remote: string): Promise<Verdict> {
      // A task later, every `error` listener of the failure that got us here has run.
      await new Promise((resolve) => setTimeout(resolve, 0));
      const verdicts = await Promise.all(pending.get(remote) ?? []);
      return verdicts.includes('integrity') ? 'integrity' : 'load';
    },
  };
}

export type IntegrityLedger = ReturnType<typeof createIntegrityLedger>;
