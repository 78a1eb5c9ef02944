import { defineDomIsland } from '@site/platform-kit/island';
import { isLoopGridProps } from '@site/shared-contracts/content';
import { changeFilter, registerWidget, unregisterWidget } from '../loop-filter/loop-registry';

/**
 * The `mf-content/loop-filter` island (exposes.json), one per loop-grid widget, mounted on the first interaction
 * with it: until then its filter links are plain links (the no-JavaScript filter), and the shell holds the click
 * that woke the island and replays it here once mounted, so the first tap refreshes in place too. It adds
 * behaviour to the server markup and renders nothing itself, so no React: a click on a filter link becomes spec
 * 4.9's refresh.
 */
export const { bootstrap, mount, unmount } = defineDomIsland(({ domElement, props, site, csrfToken }) => {
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
  return () => {
    domElement.removeEventListener('click', onClick);
    unregisterWidget(widget);
  };
});
