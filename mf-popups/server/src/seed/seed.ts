import type { Sql } from '@site/shared-contracts/platform';
import { insertDemoPopups } from '../data/builder-popups';
import { insertSecondLayerDemo } from '../data/second-layer-popups';
import type { PopupsSettings } from '../settings';
import { demoPopups } from './builder-popups';
import { secondLayerDemoPopups } from './second-layer-popups';

/** The slice's seed: the site's own demo popups are enabled only where POPUPS_SITE_DEMO is on (npm start's demo). */
export async function seedPopups(db: Sql, settings?: PopupsSettings): Promise<void> {
  await insertDemoPopups(db, demoPopups(settings?.POPUPS_SITE_DEMO === 'on'));
  await insertSecondLayerDemo(db, secondLayerDemoPopups);
}
