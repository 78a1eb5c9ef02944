import { authSlice } from '@site/mf-auth/server';
import { contentSlice } from '@site/mf-content/server';
import { popupsSlice } from '@site/mf-popups/server';
import { searchSlice } from '@site/mf-search/server';
import { shopSlice } from '@site/mf-shop/server';
import type { Slice } from './platform/slice-types';

/** Every team's server slice, in migration and seed order (auth first: others reference users by id). */
export const slices: readonly Slice[] = [authSlice, shopSlice, contentSlice, searchSlice, popupsSlice];
