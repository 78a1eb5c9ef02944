import { defineIsland } from '@site/platform-kit/island';
import { Coupons } from '../coupons/coupons';

/** The `mf-shop/coupons` island (its name is declared in shared-contracts/src/platform/exposes.json). */
export const { bootstrap, mount, unmount } = defineIsland(Coupons);
