import { useLayoutEffect, useRef, type RefObject } from 'react';
import type { LayerDismissReason, LayerHandle, LayerId, LayerStack } from '@site/shared-contracts/platform';

export type UseLayerOptions = {
  /** Team-prefixed and unique among open layers (`shop:side-cart`); two instances of a widget need two ids. */
  id: LayerId;
  /** The layer's root, its scrim included: what stays live while it is the topmost modal layer. */
  ref: RefObject<HTMLElement | null>;
  modal: boolean;
  /**
   * The layer's own close, asked by the stack (Escape, an overlay click through `dismiss`, Back). Return false
   * to stay open (a results panel hidden first); anything else (a plain close returns nothing) means it closes, and
   * the layer leaves the stack at once, so focus, `inert` and the history entry do not wait for React to render
   * the closed state.
   */
  onDismiss: (reason: LayerDismissReason) => unknown;
  /** For an overlay that stays rendered while closed (hidden): on the stack only while true. Default true. */
  open?: boolean;
  /** Focus returns here on close. Default: the element that had focus when the layer opened. */
  opener?: RefObject<HTMLElement | null>;
  history?: boolean;
  scrollLock?: boolean;
  blocksAutoPopups?: boolean;
};

/**
 * A React overlay on the page's layer stack (`IslandProps.layers`): it joins the stack when it shows (on mount,
 * or when `open` turns true) and leaves it when it hides or unmounts, so an island never leaves a layer behind.
 * A layout effect, so the layer is open in the commit that shows it: the opener is still the focused element
 * (declare this hook before anything that moves focus in), and an Escape pressed as soon as it is painted is
 * the stack's. Returns the handle while open, for `isTop()` (a Tab trap) and `dismiss('overlay')` (a scrim).
 */
export function useLayer(layers: LayerStack, options: UseLayerOptions): RefObject<LayerHandle | null> {
  const { id, ref, modal, open = true, opener, history, scrollLock, blocksAutoPopups } = options;
  const handle = useRef<LayerHandle | null>(null);
  // Read through a ref, so a new callback identity never closes and reopens the layer.
  const onDismiss = useRef(options.onDismiss);
  useLayoutEffect(() => {
    onDismiss.current = options.onDismiss;
  });

  // Closed in the effect's body, not its cleanup: a cleanup on an update runs while React changes the DOM, and
  // React then gives focus back to the element that had it (the hidden box's input) if it is still on the page,
  // undoing the stack's return of focus to the opener. The body runs after that.
  useLayoutEffect(() => {
    const element = ref.current;
    handle.current?.close();
    handle.current = null;
    if (!open || !element) return;
    const layer = layers.open({
      id,
      element,
      modal,
      opener: opener?.current ?? undefined,
      history,
      scrollLock,
      blocksAutoPopups,
      dismiss(reason) {
        if (onDismiss.current(reason) === false) return false;
        layer.close();
        return true;
      },
    });
    handle.current = layer;
  }, [layers, id, ref, open, modal, opener, history, scrollLock, blocksAutoPopups]);

  // Unmounted while open: the overlay's elements leave the page with the focus they held, so React restores
  // nothing and the stack's return of focus stands.
  useLayoutEffect(
    () => () => {
      handle.current?.close();
      handle.current = null;
    },
    [],
  );

  return handle;
}
