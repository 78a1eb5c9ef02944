import type { SliceServicesContext } from '@site/shared-contracts/platform';
import { createPopupStore, type PopupStore } from './builder/popup-store';
import { createSecondLayerStore, type SecondLayerStore } from './second-layer/store';
import type { PopupsSettings } from './settings';

/**
 * The popups' tables in memory, made once when the site starts: the layout's fragments are synchronous, so the
 * overlays fragment reads them from here, and the page cache's token and the admin pages share the same copies.
 */
export type PopupsServices = { builder: PopupStore; secondLayer: SecondLayerStore };

export async function services({ db, site }: SliceServicesContext<PopupsSettings>): Promise<PopupsServices> {
  const builder = createPopupStore(db, site.timeZone);
  const secondLayer = createSecondLayerStore(db);
  await Promise.all([builder.sync(db), secondLayer.sync(db)]);
  return { builder, secondLayer };
}
