import { getInstance } from '@module-federation/enhanced/runtime';
import type { EventName, IslandLifecycles } from '@site/shared-contracts/platform';
import { containerName, eventNames, REMOTE_ENTRY_FILE, remoteNameSchema } from '@site/shared-contracts/platform';
import { createEventBus } from './event-bus';
import { emitToOwners, eventOwners } from './event-owners';
import { refusedError, shellFederationPlugin } from './federation-plugin';
import { guardHead } from './head-guard';
import { createIntegrityLedger } from './integrity-ledger';
import { createIslandMounter } from './island-mounter';
import type { ShellHost } from './host-api';
import { pageLayers } from './layers';
import { findPlaceholders, readPlaceholder, type IslandPlaceholder } from './island-registry';
import { readPageData } from './page-data';
import { createRemotePolicy } from './remote-policy';
import { createTelemetry } from './telemetry';
import { wakingBus } from './waking-bus';

// One line per failure, with the error's name and message (e.g. the ChunkLoadError), for people and tests.
const log = (message: string, error?: unknown) =>
  console.error(error instanceof Error ? `${message}: ${error.name}: ${error.message}` : message);

/**
 * Start the island host: read the page data, set up remote loading (policy, head guard, federation plugin), the
 * bus, telemetry and the mounter, and read every placeholder. The page loader calls it the first time an
 * island must mount or a trigger is clicked; it throws when the page cannot run islands at all.
 */
export function startHost(): ShellHost {
  const page = readPageData(document);
  if (!page) throw new Error('page data missing');
  const federation = getInstance();
  if (!federation) throw new Error('Module Federation runtime missing');
  const policy = createRemotePolicy(page.snapshot, window.location.origin);
  const ledger = createIntegrityLedger({ fetch: (url, init) => fetch(url, init), subtle: globalThis.crypto?.subtle });
  // Before any remote is registered: every remote file from here on carries its registry hash.
  guardHead(document.head, policy, ledger, log);
  for (const { remote, reason } of policy.refused) {
    if (reason === 'no-integrity') ledger.refuse(remote.name);
    log(
      `[shell] ${remote.name}@${remote.version} refused: ${reason === 'origin' ? 'origin not allowed' : 'no integrity recorded'}`,
    );
  }
  federation.registerPlugins([shellFederationPlugin({ policy, ledger })]);
  federation.registerRemotes(
    policy.usable.map((remote) => ({
      name: containerName(remote.name),
      // The entry itself, not mf-manifest.json: one request fewer per remote, and the runtime's snapshot code
      // is left out of the build (tools/rspack/preset.mjs). Its hash comes from the same integrity map.
      entry: new URL(REMOTE_ENTRY_FILE, new URL(remote.manifestUrl, window.location.origin)).href,
    })),
    { force: true },
  );
  const versions = new Map(page.snapshot.remotes.map((r) => [r.name as string, r.version]));
  const usable = new Set(policy.usable.map((r) => r.name));
  const refused = new Map(policy.refused.map((r) => [r.remote.name, r]));
  const telemetry = createTelemetry({
    csrfToken: page.csrfToken,
    versionOf: (remote) => versions.get(remote) ?? null,
    verdictOf: (remote) => ledger.verdict(remote),
    beacon: typeof navigator.sendBeacon === 'function' ? (url, body) => navigator.sendBeacon(url, body) : undefined,
  });
  // pagehide alone misses mobile browsers that are switched away from and then discarded.
  window.addEventListener('pagehide', () => telemetry.hide());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') telemetry.hide();
  });
  const bus = createEventBus();
  const load = async (remote: string, module: string) => {
    const name = remoteNameSchema.parse(remote);
    const refusal = refused.get(name);
    if (refusal) throw refusedError(refusal.remote.manifestUrl, refusal.reason);
    if (!usable.has(name)) throw new Error(`${name} has no active version`);
    const loaded = await federation.loadRemote<IslandLifecycles>(`${containerName(name)}/${module}`);
    if (!loaded) throw new Error(`${name}/${module} could not be loaded`);
    return loaded;
  };
  const islands = new Map<HTMLElement, IslandPlaceholder>();
  for (const element of findPlaceholders(document)) {
    const island = readPlaceholder(element);
    if (typeof island === 'string') {
      log(`[shell] ${island}`);
      delete element.dataset.islandState; // the loader armed it; the host refuses it, it stays server markup
    } else islands.set(element, island);
  }
  const owners = eventOwners([...islands.values()]);
  // Islands emit through a bus that first mounts the islands owning the event (a toast, a cart change).
  const islandBus = wakingBus(bus, owners, (island) => mounter.mount(island));
  const mounter = createIslandMounter({
    ...page,
    bus: islandBus,
    // The same stack as the menu chunk's, should the menus have started first.
    layers: pageLayers(window),
    load,
    log,
    report: (failure) => void telemetry.report(failure),
  });
  return {
    async mount(element) {
      const island = islands.get(element);
      return island ? mounter.mount(island) : false;
    },
    async emit(name, payload) {
      if (!(eventNames as string[]).includes(name)) return false;
      return emitToOwners(bus, owners, mounter.mount, name as EventName, payload as never);
    },
  };
}
