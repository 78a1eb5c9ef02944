import { defineIsland } from '@site/platform-kit/island';
import { SideCart } from '../side-cart/side-cart';

/** The `mf-shop/side-cart` island (its name is declared in shared-contracts/src/platform/exposes.json). */
export const { bootstrap, mount, unmount } = defineIsland(SideCart);
