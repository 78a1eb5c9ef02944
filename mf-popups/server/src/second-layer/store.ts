import type { Sql } from '@site/shared-contracts/platform';
import type { SecondLayerPopup } from '@site/shared-contracts/popups';
import { createVersionedStore } from '../builder/versioned-store';
import { listSecondLayerPopups, secondLayerVersion } from '../data/second-layer-popups';

/**
 * The second-layer popups in memory, for the synchronous overlays fragment: reloaded when the table's token changes
 * (checked with the page cache's content-token read, and at most every few seconds from a fragment).
 */
export type SecondLayerStore = {
  popups(): readonly SecondLayerPopup[];
  sync(db: Sql): Promise<string>;
  poke(): void;
};

export function createSecondLayerStore(db: Sql): SecondLayerStore {
  const store = createVersionedStore(db, secondLayerVersion, listSecondLayerPopups);
  return { popups: store.rows, sync: store.sync, poke: store.poke };
}
