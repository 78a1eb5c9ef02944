import { defineIsland } from '@site/platform-kit/island';
import { SearchWidget } from './search-widget';

/** The widget variants as single-spa lifecycles: the chunk that brings React (and only for widgets). */
export const { bootstrap, mount, unmount } = defineIsland(SearchWidget);
