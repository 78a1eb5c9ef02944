import type { IslandProps } from '@site/shared-contracts/platform';
import { isLoopGridProps } from '@site/shared-contracts/content';
import { changeFilter, registerWidget, unregisterWidget } from '../loop-filter/loop-registry';
import type { LoopWidget } from '../loop-filter/loop-widget';

/**
 * The `mf-content/loop-filter` island (exposes.json), one per loop-grid widget, mounted on the first interaction
 * with it: until then its filter links are plain links (the no-JavaScript filter). It adds behaviour to the server
 * markup and renders nothing itself, so no React: a click on a filter link becomes spec 4.9's refresh.
 */
const mounted = new WeakMap<HTMLElement, { widget: LoopWidget; off: () => void }>();

export async function bootstrap(): Promise<void> {}

export async function mount({ domElement, props, site, csrfToken }: IslandProps): Promise<void> {
  // Props the island cannot read fail the mount: the shell keeps the no-JavaScript markup.
  if (!isLoopGridProps(props)) throw new TypeError('mf-content/loop-filter: invalid props');
  const widget = registerWidget(domElement, props, {
    restBase: site.restBase,
    csrfToken,
    location: window.location,
    history: window.history,
  });
  const onClick = (event: MouseEvent) => {
    // A click meant for a new tab or window stays the browser's.
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const link = event.target instanceof Element ? event.target.closest('a.content-filter__term') : null;
    if (!(link instanceof HTMLAnchorElement) || !domElement.contains(link)) return;
    const { taxonomy, filter } = link.dataset;
    if (taxonomy && filter && changeFilter(widget, taxonomy, filter)) event.preventDefault();
  };
  domElement.addEventListener('click', onClick);
  mounted.set(domElement, { widget, off: () => domElement.removeEventListener('click', onClick) });
}

export async function unmount({ domElement }: IslandProps): Promise<void> {
  const entry = mounted.get(domElement);
  if (!entry) return;
  entry.off();
  unregisterWidget(entry.widget);
  mounted.delete(domElement);
}
