import type { Sql } from '@site/shared-contracts/platform';
import { builderVersion, listBuilderPopups, type StoredPopup } from '../data/builder-popups';
import { createVersionedStore } from './versioned-store';

/**
 * The builder popups in memory: the layout's fragments are synchronous, so the page gets its popups from here.
 * The store reloads when the table's token changes (checked by the content-token read on every cached page
 * lookup, and at most every few seconds from a fragment), and at once after an admin write in this process.
 */
export type PopupStore = {
  /** The site's zone (the schedule's `site` mode). */
  readonly timeZone: string;
  popups(): readonly StoredPopup[];
  /** The table's token after making sure the store holds that version. */
  sync(db: Sql): Promise<string>;
  /** Ask for a re-check without waiting (fragments). */
  poke(): void;
};

export function createPopupStore(db: Sql, timeZone: string): PopupStore {
  const store = createVersionedStore(db, builderVersion, listBuilderPopups);
  return { timeZone, popups: store.rows, sync: store.sync, poke: store.poke };
}
