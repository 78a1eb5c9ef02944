import type { IslandLifecycles, IslandProps } from '@site/shared-contracts/platform';

/**
 * single-spa lifecycles around plain DOM code, for islands that only add behaviour to the server's markup
 * (add to cart, the header count, the filter panel): no React, so a shop page loads none for them. `attach`
 * returns what undoes it; a throw in it fails the mount and the shell keeps the no-JavaScript markup.
 */
export function domIsland(attach: (props: IslandProps) => () => void): IslandLifecycles {
  const attached = new WeakMap<HTMLElement, () => void>();
  return {
    bootstrap: async () => undefined,
    mount: async (props) => {
      attached.set(props.domElement, attach(props));
    },
    unmount: async ({ domElement }) => {
      attached.get(domElement)?.();
      attached.delete(domElement);
    },
  };
}
