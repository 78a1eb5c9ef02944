import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { fetchWithTimeout, loadScript } from './chunk-load-error';
import type { IntegrityLedger } from './integrity-ledger';
import type { RemotePolicy } from './remote-policy';
import { trustedScriptUrl } from './trusted-types';

export type RemoteSecurity = { policy: RemotePolicy; ledger: IntegrityLedger };

/** A file the policy will not load; named so telemetry can tell it from a network failure. */
export function refusedError(url: string, reason: 'origin' | 'no-integrity'): Error {
  const error = new Error(`Refused ${url}: ${reason === 'origin' ? 'origin not allowed' : 'no recorded integrity'}`);
  error.name = reason === 'origin' ? 'OriginRefused' : 'IntegrityRefused';
  return error;
}

/** The registry hash for a file (null: none needed, a dev override); throws when the file may not load. */
function admit(security: RemoteSecurity, url: string): { integrity: string | null; remote: string | null } {
  const decision = security.policy.decide(url);
  if (!decision.allow) {
    if (decision.reason === 'no-integrity' && decision.remote) security.ledger.refuse(decision.remote.name);
    throw refusedError(url, decision.reason);
  }
  return { integrity: decision.integrity, remote: decision.remote?.name ?? null };
}

/**
 * Runtime plugin for remote entries (and manifests, should a remote be registered by one again: the shell
 * registers each by its remoteEntry.js). Both are loaded with the registry's SRI hash from the page snapshot
 * (fail closed), only from allowed origins, with webpack's chunk behaviour: a 120 s time-out and a
 * ChunkLoadError (the MF runtime's own loader stops at 20 s with another error).
 */
export function shellFederationPlugin(security: RemoteSecurity): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-remote-loading',
    async fetch(url, init, remoteInfo) {
      const { integrity, remote } = admit(security, url);
      try {
        return await fetchWithTimeout(url, remoteInfo?.name ?? url, integrity ? { ...init, integrity } : init);
      } catch (error) {
        if (integrity && remote) security.ledger.failed(remote, url, integrity);
        throw error;
      }
    },
    // The MF runtime's own <script>s (preloads of a remote's chunks) with a Trusted Types script URL; the
    // head guard still decides whether each may load and gives it its hash.
    createScript({ url, attrs }) {
      const script = document.createElement('script');
      script.src = trustedScriptUrl(url);
      for (const [name, value] of Object.entries(attrs ?? {})) {
        if (name === 'async' || name === 'defer') script[name] = Boolean(value);
        else script.setAttribute(name, String(value));
      }
      return script;
    },
    async loadEntry({ remoteInfo }) {
      const globalName = remoteInfo.entryGlobalName;
      const scope = globalThis as unknown as Record<string, unknown>;
      if (!scope[globalName]) {
        const { integrity } = admit(security, remoteInfo.entry);
        // The head guard sees this <script> too, records a failed check and re-checks the hash.
        await loadScript(remoteInfo.entry, remoteInfo.name, integrity ?? undefined);
      }
      const exports = scope[globalName];
      if (!exports) throw new Error(`Remote entry ${remoteInfo.entry} did not define ${globalName}`);
      return exports as never;
    },
  };
}
