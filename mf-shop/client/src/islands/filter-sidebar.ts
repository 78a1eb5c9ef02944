import { domIsland } from '../dom-island/dom-island';
import { createFilterSidebar, NARROW_QUERY } from '../filter-sidebar/filter-sidebar';

/** The `mf-shop/filter-sidebar` island: mounted by the toolbar's trigger (`shop:filters-open`), which it opens. */
export const { bootstrap, mount, unmount } = domIsland(({ domElement, bus }) => {
  const sidebar = createFilterSidebar(domElement, window.matchMedia(NARROW_QUERY));
  const off = bus.on('shop:filters-open', () => sidebar.open());
  return () => {
    off();
    sidebar.destroy();
  };
});
