import type { LayerDismissReason, LayerHandle, LayerSpec, LayerStack } from '@site/shared-contracts/platform';
import { listenForEscape } from './escape-key';
import { createFreeWatch } from './free-watch';
import { createInertKeeper } from './inert-beneath';
import { createLayerHistory, type HistoryTop } from './layer-history';
import { returnFocus } from './return-focus';
import { createScrollLock } from './scroll-lock';

/** The stack as its owner (the shell) holds it: `destroy` removes its listeners (tests, a page torn down). */
export type OwnedLayerStack = LayerStack & { destroy(): void };

type Layer = {
  spec: LayerSpec;
  handle: LayerHandle;
  opener: HTMLElement | null;
  scrollLock: boolean;
  blocks: boolean;
  /** Its history entry is in the history and not consumed yet. */
  hasEntry: boolean;
};

function lastIndex(layers: readonly Layer[], test: (layer: Layer) => boolean): number {
  for (let i = layers.length - 1; i >= 0; i--) if (test(layers[i] as Layer)) return i;
  return -1;
}

/** The topmost layer still holding a history entry, in the shape the history asks Back of. */
function historyTop(open: readonly Layer[]): HistoryTop | undefined {
  const layer = open[lastIndex(open, (candidate) => candidate.hasEntry)];
  if (!layer) return undefined;
  return {
    id: layer.spec.id,
    back() {
      layer.hasEntry = false; // Back consumed it already
      if (layer.spec.dismiss('back')) return true;
      layer.hasEntry = true; // the history pushes it again
      return false;
    },
  };
}

/**
 * The page's one overlay stack (the contract is `LayerStack` in shared-contracts). The shell creates it once per
 * page and hands it to every island; a remote never creates its own, since two stacks would each think they are
 * on top. This file keeps the order of the open layers; Escape, `inert`, scroll lock, history, returning focus
 * and waiting for a free page are each in their own file.
 */
export function createLayerStack(win: Window): OwnedLayerStack {
  const doc = win.document;
  const open: Layer[] = [];
  const subscribers = new Set<() => void>();
  const report = (error: unknown) => console.error('[layers] a listener failed', error);
  const inert = createInertKeeper(doc);
  const scroll = createScrollLock(win);
  const free = createFreeWatch(win, () => open.some((layer) => layer.blocks), report);
  const history = createLayerHistory(win, () => historyTop(open));

  const topModalIndex = () => lastIndex(open, (layer) => layer.spec.modal);
  const topModal = () => open[topModalIndex()];

  /** `inert` beneath the topmost modal layer (non-modal layers opened after it stay live), and the scroll lock. */
  function apply(): void {
    const top = topModalIndex();
    inert.keep(top < 0 ? [] : open.slice(top).map((layer) => layer.spec.element));
    scroll.set(open.some((layer) => layer.scrollLock));
  }

  function notify(): void {
    for (const fn of [...subscribers]) {
      try {
        fn();
      } catch (error) {
        report(error);
      }
    }
    free.check();
  }

  function close(layer: Layer): void {
    const index = open.indexOf(layer);
    if (index < 0) return;
    const active = doc.activeElement;
    const focusWasHere = !active || active === doc.body || layer.spec.element.contains(active);
    open.splice(index, 1);
    if (layer.hasEntry) {
      layer.hasEntry = false;
      history.leave(layer.spec.id);
    }
    apply();
    if (focusWasHere) returnFocus(doc, { opener: layer.opener, element: layer.spec.element }, topModal()?.spec.element);
    // Last, so a popup that was waiting for this layer opens after focus has settled.
    notify();
  }

  function openLayer(spec: LayerSpec): LayerHandle {
    if (open.some((layer) => layer.spec.id === spec.id)) throw new Error(`[layers] ${spec.id} is already open`);
    const active = doc.activeElement;
    const layer: Layer = {
      spec,
      opener:
        spec.opener !== undefined ? spec.opener : active instanceof HTMLElement && active !== doc.body ? active : null,
      scrollLock: spec.scrollLock ?? spec.modal,
      blocks: spec.blocksAutoPopups ?? spec.modal,
      hasEntry: false,
      handle: {
        id: spec.id,
        close: () => close(layer),
        isTop: () => open.includes(layer) && open.indexOf(layer) >= topModalIndex(),
        dismiss: (reason: LayerDismissReason) => topModal() === layer && spec.dismiss(reason),
      },
    };
    open.push(layer);
    layer.hasEntry = spec.history === true && history.push(spec.id);
    apply();
    notify();
    return layer.handle;
  }

  const stopEscape = listenForEscape(doc, () => topModal()?.spec);

  return {
    open: openLayer,
    layers: () => open.map((layer) => layer.spec.id),
    topModal: () => topModal()?.spec.id,
    isFree: free.isFree,
    whenFree: free.whenFree,
    subscribe(fn) {
      subscribers.add(fn);
      return () => {
        subscribers.delete(fn);
      };
    },
    destroy() {
      stopEscape();
      history.destroy();
      free.destroy();
      open.length = 0;
      subscribers.clear();
      apply();
    },
  };
}
