import type { Sql } from '@site/shared-contracts/platform';
import type { SecondLayerPopup } from '@site/shared-contracts/popups';
import { listSecondLayerPopups, secondLayerVersion } from './data';

/**
 * The second-layer popups in memory, for the synchronous overlays fragment: reloaded when the table's token changes
 * (checked with the page cache's content-token read, and at most every few seconds from a fragment).
 */
const RECHECK_MS = 5000;

export type SecondLayerStore = {
  popups(): readonly SecondLayerPopup[];
  sync(db: Sql): Promise<string>;
  poke(): void;
};

export function createSecondLayerStore(db: Sql): SecondLayerStore {
  let popups: readonly SecondLayerPopup[] = [];
  let token = '';
  let checkedAt = 0;
  let pending: Promise<string> | null = null;
  const sync = (from: Sql): Promise<string> => {
    pending ??= (async () => {
      try {
        const current = await secondLayerVersion(from);
        if (current !== token) {
          popups = await listSecondLayerPopups(from);
          token = current;
        }
        checkedAt = Date.now();
        return token;
      } finally {
        pending = null;
      }
    })();
    return pending;
  };
  return {
    popups: () => popups,
    sync,
    poke: () => {
      if (Date.now() - checkedAt > RECHECK_MS) sync(db).catch(() => undefined);
    },
  };
}

let current: SecondLayerStore | null = null;
export const setSecondLayerStore = (store: SecondLayerStore): void => {
  current = store;
};
export const secondLayerStore = (): SecondLayerStore | null => current;
