import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { fetchWithTimeout, loadScript } from './chunk-load-error';

/**
 * Runtime plugin that gives remote entries and manifests webpack's chunk behaviour: a 120 s
 * time-out and a ChunkLoadError (the MF runtime's own loader stops at 20 s with another error).
 */
export function webpackParityPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-webpack-parity',
    fetch(url, init, remoteInfo) {
      return fetchWithTimeout(url, remoteInfo?.name ?? url, init);
    },
    async loadEntry({ remoteInfo }) {
      const globalName = remoteInfo.entryGlobalName;
      const scope = globalThis as unknown as Record<string, unknown>;
      if (!scope[globalName]) await loadScript(remoteInfo.entry, remoteInfo.name);
      const exports = scope[globalName];
      if (!exports) throw new Error(`Remote entry ${remoteInfo.entry} did not define ${globalName}`);
      return exports as never;
    },
  };
}
