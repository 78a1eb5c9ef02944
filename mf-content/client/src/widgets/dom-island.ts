import type { IslandProps } from '@site/shared-contracts/platform';

/**
 * Single-spa lifecycles for an island that only adds behaviour to its server markup: `start` wires it up and
 * returns the function that undoes it (the unmount). No React, no props: everything is in the markup.
 */
export function domIsland(start: (element: HTMLElement) => () => void): {
  bootstrap: () => Promise<void>;
  mount: (props: IslandProps) => Promise<void>;
  unmount: (props: IslandProps) => Promise<void>;
} {
  const running = new WeakMap<HTMLElement, () => void>();
  return {
    bootstrap: async () => undefined,
    mount: async ({ domElement }) => {
      running.set(domElement, start(domElement));
    },
    unmount: async ({ domElement }) => {
      running.get(domElement)?.();
      running.delete(domElement);
    },
  };
}
