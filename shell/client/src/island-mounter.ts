import { mountRootParcel, type ParcelConfig } from 'single-spa';
import type {
  EventBus,
  IslandLifecycles,
  IslandProps,
  LayerStack,
  SiteConfig,
  VisitorState,
} from '@site/shared-contracts/platform';
import type { IslandPlaceholder } from './island-registry';
import type { IslandFailure } from './telemetry';

export type ModuleLoader = (remote: string, module: string) => Promise<IslandLifecycles>;

export type MountContext = {
  bus: EventBus;
  site: SiteConfig;
  visitor: VisitorState;
  csrfToken: string;
  /** The page's one overlay stack, handed to every island. */
  layers: LayerStack;
  load: ModuleLoader;
  log: (message: string, error?: unknown) => void;
  /** Telemetry: every failure once, after the no-JS markup is back. */
  report?: (failure: IslandFailure) => void;
};

// The no-JS markup as cloned nodes, not an HTML string: putting it back needs no HTML sink, so no Trusted
// Types policy (the page requires Trusted Types for every script and HTML sink).
type Mounted = { parcel: ReturnType<typeof mountRootParcel> | null; fallback: Node[] };

type FocusState = { id: string; input: HTMLInputElement | null };

/** A visitor may already be typing in the no-JS markup when the island replaces it. */
function focusWithin(element: HTMLElement): FocusState | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !element.contains(active) || !active.id) return null;
  return { id: active.id, input: active instanceof HTMLInputElement ? active : null };
}

/** Give focus (and what was typed meanwhile) back to the island's element with the same id. */
function restoreFocus(element: HTMLElement, state: FocusState): void {
  const target = element.ownerDocument.getElementById(state.id);
  if (!target || !element.contains(target) || element.contains(document.activeElement)) return;
  target.focus();
  // The replaced input kept every character typed until the island swapped it out.
  const typed = state.input?.value ?? null;
  if (target instanceof HTMLInputElement && typed !== null && target.value !== typed) {
    // Let the island's own state see the text through a normal input event.
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setter?.call(target, typed);
    target.dispatchEvent(new Event('input', { bubbles: true }));
  }
  if (target instanceof HTMLInputElement) target.setSelectionRange(target.value.length, target.value.length);
}

/**
 * Mount islands as single-spa root parcels. A remote that fails to load or throws leaves the
 * placeholder's no-JS markup (restored if the island had replaced it) and touches nothing else.
 */
export function createIslandMounter(context: MountContext) {
  const mounts = new Map<HTMLElement, Promise<boolean>>();
  const state = new Map<HTMLElement, Mounted>();

  const restore = (island: IslandPlaceholder, kind: 'load' | 'mount' | 'crash', error: unknown) => {
    const mounted = state.get(island.element);
    if (mounted?.parcel && mounted.parcel.getStatus() === 'MOUNTED') mounted.parcel.unmount().catch(() => undefined);
    if (mounted) island.element.replaceChildren(...mounted.fallback.map((node) => node.cloneNode(true)));
    island.element.dataset.islandState = 'failed';
    context.log(`[shell] island ${island.id} failed (${kind})`, error);
    context.bus.emit('shell:island-failed', { remote: island.remote, module: island.module, kind });
    context.report?.({ remote: island.remote, module: island.module, kind, error });
  };

  async function mountIsland(island: IslandPlaceholder): Promise<boolean> {
    const fallback = Array.from(island.element.childNodes, (node) => node.cloneNode(true));
    const mounted: Mounted = { parcel: null, fallback };
    state.set(island.element, mounted);
    island.element.dataset.islandState = 'loading';
    let lifecycles: IslandLifecycles;
    try {
      lifecycles = await context.load(island.remote, island.module);
    } catch (error) {
      restore(island, 'load', error);
      return false;
    }
    const props: Omit<IslandProps, 'domElement' | 'fail'> = {
      bus: context.bus,
      site: context.site,
      visitor: context.visitor,
      csrfToken: context.csrfToken,
      layers: context.layers,
      props: island.props,
    };
    const config = { ...lifecycles, name: island.id } as unknown as ParcelConfig;
    const focus = focusWithin(island.element);
    try {
      mounted.parcel = mountRootParcel(config, {
        ...props,
        domElement: island.element,
        fail: (error: unknown) => restore(island, 'crash', error),
      });
      await mounted.parcel.mountPromise;
    } catch (error) {
      restore(island, 'mount', error);
      return false;
    }
    if (island.element.dataset.islandState === 'loading') island.element.dataset.islandState = 'mounted';
    if (focus) restoreFocus(island.element, focus);
    return island.element.dataset.islandState === 'mounted';
  }

  return {
    /** Mount once; later calls return the first attempt's outcome. */
    mount(island: IslandPlaceholder): Promise<boolean> {
      let pending = mounts.get(island.element);
      if (!pending) {
        pending = mountIsland(island);
        mounts.set(island.element, pending);
      }
      return pending;
    },
  };
}
