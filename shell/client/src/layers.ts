import type { LayerStack } from '@site/shared-contracts/platform';
import { createLayerStack } from '@site/platform-kit/layers';

/** The global the page's one layer stack lives on (team-prefixed, like `shellHost`). */
export const SHELL_LAYERS_GLOBAL = 'shellLayers';

/**
 * The page's one overlay stack. The menu chunk and the island host are separate bundles, each with its own copy
 * of this code, so module state would make two stacks that each think they are on top: the first bundle to
 * ask creates it on one global and the other finds it there. Created only when asked (the menu chunk or the
 * host starting), so the page loader on every page carries none of it. Islands receive it as
 * `IslandProps.layers` and never read the global.
 */
export function pageLayers(win: Window = window): LayerStack {
  const slot = win as unknown as Record<typeof SHELL_LAYERS_GLOBAL, LayerStack | undefined>;
  return (slot[SHELL_LAYERS_GLOBAL] ??= createLayerStack(win));
}
