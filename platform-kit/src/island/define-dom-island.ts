import type { IslandLifecycles, ParcelProps } from './define-island';

/** What undoes an attach: removes the listeners, timers and nodes it added. */
export type DomIslandDetach = () => void;

/** Wire an island's behaviour onto its server markup (or render into it); may wait for what it needs. */
export type DomIslandAttach<P = unknown> = (props: ParcelProps<P>) => DomIslandDetach | Promise<DomIslandDetach>;

/**
 * An exposed module's single-spa lifecycles around plain DOM code, for islands that add behaviour to the server's
 * markup: no React, so a page loads none for them. `mount` calls `attach` once per placeholder element and keeps
 * what it returns; `unmount` calls that. A throw in `attach` (props it cannot read, markup missing) goes to the
 * shell's `fail`, as `defineIsland`'s error boundary does, and the shell puts the no-JavaScript markup back: the
 * mount then resolves, so the failure is reported once.
 */
export function defineDomIsland<P = unknown>(attach: DomIslandAttach<P>): IslandLifecycles<P> {
  // Per element: one island module serves every placeholder of its name on the page.
  const attached = new WeakMap<HTMLElement, DomIslandDetach>();
  return {
    bootstrap: async () => undefined,
    mount: async (props) => {
      try {
        attached.set(props.domElement, await attach(props));
      } catch (error) {
        props.fail(error);
      }
    },
    unmount: async ({ domElement }) => {
      const detach = attached.get(domElement);
      attached.delete(domElement);
      detach?.();
    },
  };
}
