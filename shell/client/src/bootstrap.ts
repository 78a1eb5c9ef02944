import { getInstance } from '@module-federation/enhanced/runtime';
import type { EventName, IslandLifecycles } from '@site/shared-contracts/platform';
import { containerName, remoteNameSchema } from '@site/shared-contracts/platform';
import { gateByCookie } from './cookie-gate';
import { createEventBus } from './event-bus';
import { refusedError, shellFederationPlugin } from './federation-plugin';
import { guardHead } from './head-guard';
import { createIntegrityLedger } from './integrity-ledger';
import { createIslandMounter } from './island-mounter';
import { findPlaceholders, readPlaceholder, type IslandPlaceholder } from './island-registry';
import { armIsland, emitToOwners } from './mount-strategies';
import { readPageData } from './page-data';
import { createRemotePolicy } from './remote-policy';
import { createTelemetry } from './telemetry';
import { wireTriggers } from './triggers';
import { wakingBus } from './waking-bus';

// One line per failure, with the error's name and message (e.g. the ChunkLoadError), for people and tests.
const log = (message: string, error?: unknown) =>
  console.error(error instanceof Error ? `${message}: ${error.name}: ${error.message}` : message);

function start(): void {
  const page = readPageData(document);
  if (!page) return log('[shell] page data missing; islands stay as server markup');
  const federation = getInstance();
  if (!federation) return log('[shell] Module Federation runtime missing');
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
      entry: new URL(remote.manifestUrl, window.location.origin).href,
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
  const owners = new Map<EventName, IslandPlaceholder[]>();
  // Islands emit through a bus that first mounts the islands owning the event (a toast, a cart change).
  const islandBus = wakingBus(bus, owners, (island) => mounter.mount(island));
  const load = async (remote: string, module: string) => {
    const name = remoteNameSchema.parse(remote);
    const refusal = refused.get(name);
    if (refusal) throw refusedError(refusal.remote.manifestUrl, refusal.reason);
    if (!usable.has(name)) throw new Error(`${name} has no active version`);
    const loaded = await federation.loadRemote<IslandLifecycles>(`${containerName(name)}/${module}`);
    if (!loaded) throw new Error(`${name}/${module} could not be loaded`);
    return loaded;
  };
  const mounter = createIslandMounter({
    ...page,
    bus: islandBus,
    load,
    log,
    report: (failure) => void telemetry.report(failure),
  });
  for (const element of findPlaceholders(document)) {
    const island = readPlaceholder(element);
    if (typeof island === 'string') log(`[shell] ${island}`);
    else armIsland(gateByCookie(island, document.cookie), mounter.mount, owners);
  }
  wireTriggers(document, (name, payload) => emitToOwners(bus, owners, mounter.mount, name, payload as never), log);
}

start();
