import type { IslandProps } from '@site/shared-contracts/platform';
import { readSearchArchiveProps } from '@site/shared-contracts/search';
import { reportArchiveClicks } from './archive-clicks';
import { createArchiveMode } from './archive-controller';

/**
 * Archive mode as an island (`mf-search/search-box` with results_mode archive). It enhances the results page's own server-rendered form
 * instead of re-rendering it, so it needs no React: a few hundred bytes on the one page that uses it.
 */
const active = new WeakMap<HTMLElement, { dispose(): void }>();

export async function bootstrap(): Promise<void> {}

export async function mount({ domElement, props, site }: IslandProps): Promise<void> {
  const input = domElement.querySelector<HTMLInputElement>('input[name="s"]');
  if (!input) return;
  const options = readSearchArchiveProps(props ?? {});
  // Refused as the schema's parse refused them: the mount fails and the server's form keeps working without us.
  if (!options) throw new Error('mf-search: archive mode props do not match searchArchivePropsSchema');
  const archive = createArchiveMode(input, options);
  const stopClicks = reportArchiveClicks(input, site.restBase, window.location);
  active.set(domElement, {
    dispose() {
      archive.dispose();
      stopClicks();
    },
  });
}

export async function unmount({ domElement }: IslandProps): Promise<void> {
  active.get(domElement)?.dispose();
  active.delete(domElement);
}
