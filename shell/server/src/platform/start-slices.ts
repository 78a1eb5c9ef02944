import type { SiteConfig, Sql } from '@site/shared-contracts/platform';
import type { RunningSlice, Slice } from './slice-types';

/**
 * Make each slice's services, once, in slice order, before anything that reads them (its plugin, the page cache's
 * content token, the layout's fragments) is set up.
 */
export async function startSlices(
  slices: readonly Slice[],
  options: { db: Sql; site: SiteConfig; settingsOf: (slice: string) => unknown },
): Promise<RunningSlice[]> {
  const running: RunningSlice[] = [];
  for (const slice of slices) {
    const started = slice.services
      ? await slice.services({ db: options.db, site: options.site, settings: options.settingsOf(slice.name) })
      : undefined;
    running.push({ ...slice, started });
  }
  return running;
}
