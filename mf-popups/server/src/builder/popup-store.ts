import type { Sql } from '@site/shared-contracts/platform';
import { builderVersion, listBuilderPopups, type StoredPopup } from '../data/builder-popups';

/**
 * The builder popups in memory: the layout's fragments are synchronous, so the page gets its popups from here.
 * The store reloads when the table's token changes (checked by the content-token read on every cached page
 * lookup, and at most every few seconds from a fragment), and at once after an admin write in this process.
 */
const RECHECK_MS = 5000;

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
  let popups: readonly StoredPopup[] = [];
  let token = '';
  let checkedAt = 0;
  let pending: Promise<string> | null = null;

  const sync = (from: Sql): Promise<string> => {
    pending ??= (async () => {
      try {
        const current = await builderVersion(from);
        if (current !== token) {
          popups = await listBuilderPopups(from);
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
    timeZone,
    popups: () => popups,
    sync,
    poke: () => {
      if (Date.now() - checkedAt > RECHECK_MS) sync(db).catch(() => undefined);
    },
  };
}

/** The one store of this process (fragments and the content token have no plugin context). */
let current: PopupStore | null = null;
export const setPopupStore = (store: PopupStore): void => {
  current = store;
};
export const popupStore = (): PopupStore | null => current;
