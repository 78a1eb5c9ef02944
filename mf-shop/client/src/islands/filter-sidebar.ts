import { defineDomIsland } from '@site/platform-kit/island';
import { createFilterSidebar, NARROW_QUERY } from '../filter-sidebar/filter-sidebar';

/** The `mf-shop/filter-sidebar` island: mounted by the toolbar's trigger (`shop:filters-open`), which it opens. */
export const { bootstrap, mount, unmount } = defineDomIsland(({ domElement, bus, layers }) => {
  const sidebar = createFilterSidebar(domElement, window.matchMedia(NARROW_QUERY), layers);
  const off = bus.on('shop:filters-open', () => sidebar.open());
  // Spec 2.4: closing the shell's off-canvas menu (its close button or overlay) closes the mobile sidebar too.
  const offMenu = bus.on('shell:off-canvas-closed', () => sidebar.close());
  return () => {
    off();
    offMenu();
    sidebar.destroy();
  };
});
