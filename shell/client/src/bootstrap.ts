import { getInstance } from '@module-federation/enhanced/runtime';
import type { EventName, IslandLifecycles } from '@site/shared-contracts';
import { containerName, remoteNameSchema } from '@site/shared-contracts';
import { createEventBus } from './event-bus';
import { webpackParityPlugin } from './federation-plugin';
import { createIslandMounter } from './island-mounter';
import { findPlaceholders, readPlaceholder, type IslandPlaceholder } from './island-registry';
import { armIsland, emitToOwners } from './mount-strategies';
import { readPageData } from './page-data';
import { wireTriggers } from './triggers';

// One line per failure, with the error's name and message (e.g. the ChunkLoadError), for people and tests.
const log = (message: string, error?: unknown) =>
  console.error(error instanceof Error ? `${message}: ${error.name}: ${error.message}` : message);

function start(): void {
  const page = readPageData(document);
  if (!page) return log('[shell] page data missing; islands stay as server markup');
  const federation = getInstance();
  if (!federation) return log('[shell] Module Federation runtime missing');
  federation.registerPlugins([webpackParityPlugin()]);
  federation.registerRemotes(
    page.snapshot.remotes.map((remote) => ({
      name: containerName(remote.name),
      entry: new URL(remote.manifestUrl, window.location.origin).href,
    })),
    { force: true },
  );
  const known = new Set(page.snapshot.remotes.map((r) => r.name));
  const bus = createEventBus();
  const load = async (remote: string, module: string) => {
    const name = remoteNameSchema.parse(remote);
    if (!known.has(name)) throw new Error(`${name} has no active version`);
    const loaded = await federation.loadRemote<IslandLifecycles>(`${containerName(name)}/${module}`);
    if (!loaded) throw new Error(`${name}/${module} could not be loaded`);
    return loaded;
  };
  const mounter = createIslandMounter({ ...page, bus, load, log });
  const owners = new Map<EventName, IslandPlaceholder[]>();
  for (const element of findPlaceholders(document)) {
    const island = readPlaceholder(element);
    if (typeof island === 'string') log(`[shell] ${island}`);
    else armIsland(island, mounter.mount, owners);
  }
  wireTriggers(document, (name, payload) => emitToOwners(bus, owners, mounter.mount, name, payload as never), log);
}

start();
