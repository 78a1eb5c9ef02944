import type { IslandProps } from '@site/shared-contracts/platform';
import { searchArchivePropsSchema } from '@site/shared-contracts/search';
import { createArchiveMode } from './archive-controller';

/**
 * Archive mode as an island (`mf-search/search-box` with results_mode archive). It enhances the results page's own server-rendered form
 * instead of re-rendering it, so it needs no React: a few hundred bytes on the one page that uses it.
 */
const active = new WeakMap<HTMLElement, { dispose(): void }>();

export async function bootstrap(): Promise<void> {}

export async function mount({ domElement, props }: IslandProps): Promise<void> {
  const input = domElement.querySelector<HTMLInputElement>('input[name="s"]');
  if (!input) return;
  active.set(domElement, createArchiveMode(input, searchArchivePropsSchema.parse(props ?? {})));
}

export async function unmount({ domElement }: IslandProps): Promise<void> {
  active.get(domElement)?.dispose();
  active.delete(domElement);
}
