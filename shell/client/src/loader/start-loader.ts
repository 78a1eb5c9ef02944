import type { ShellHost } from '../host-api';
import { armIsland } from './arm-island';
import { createHostLoader } from './load-host';
import { wireTriggers } from './triggers';

type Log = (message: string, error?: unknown) => void;

// One line per failure, with the error's name and message, for people and tests.
export const consoleLog: Log = (message, error) =>
  console.error(error instanceof Error ? `${message}: ${error.name}: ${error.message}` : message);

/**
 * Arm every island placeholder's mount strategies and the page's `data-bus-event` links, with nothing loaded
 * yet. The first strategy that fires, or the first trigger click, loads the island host; a page whose islands
 * wait for a visitor (interaction, events) runs this file alone.
 */
export function startLoader(
  doc: Document,
  loadHost: () => Promise<ShellHost> = createHostLoader(doc),
  log = consoleLog,
): { emitIfRunning(name: string): void } {
  let reported = false;
  let running = false;
  const host = () => {
    running = true;
    return loadHost().catch((error: unknown) => {
      if (!reported) log('[shell] the island host failed to load; islands stay as server markup', error);
      reported = true;
      throw error;
    });
  };
  for (const element of doc.querySelectorAll<HTMLElement>('[data-island]')) {
    armIsland(element, () =>
      host()
        .then((h) => h.mount(element))
        .catch(() => {
          element.dataset.islandState = 'failed';
        }),
    );
  }
  wireTriggers(doc, (name, payload) => host().then((h) => h.emit(name, payload)), log);
  return {
    // Only a host that runs has islands that could listen; loading it to tell nobody would cost a page its budget.
    emitIfRunning(name) {
      if (running)
        host().then(
          (h) => h.emit(name, {}),
          () => undefined,
        );
    },
  };
}
