import { useLayoutEffect, useRef, type RefObject } from 'react';
import { focusables, trapTab } from '@site/platform-kit/dialog';
import type { LayerHandle, LayerId, LayerStack } from '@site/shared-contracts/platform';

/**
 * A React dialog as a modal layer of the page's stack (issue 30), from the commit that shows it to the one that
 * removes it: the stack takes Escape (asking `onClose`), makes the page inert, locks its scroll (spec 2.5) and
 * returns focus to the opener; the dialog moves focus in (the first text field, else the first control, else
 * itself) and keeps Tab inside while no layer above it has the keyboard. Layout effects, so an Escape pressed as
 * soon as the dialog is painted reaches it. Returns the handle, for overlay clicks (`handle.current?.dismiss`).
 */
export function useModalLayer(
  layers: LayerStack,
  id: LayerId,
  root: RefObject<HTMLElement | null>,
  dialog: RefObject<HTMLElement | null>,
  onClose: () => void,
): RefObject<LayerHandle | null> {
  const handle = useRef<LayerHandle | null>(null);
  const close = useRef(onClose);
  useLayoutEffect(() => {
    close.current = onClose;
  });

  useLayoutEffect(() => {
    const element = root.current;
    const box = dialog.current;
    if (!element || !box) return;
    const layer = layers.open({
      id,
      element,
      modal: true,
      dismiss: () => {
        // The host removes the dialog in its next commit, whose clean-up below leaves the stack.
        close.current();
        return true;
      },
    });
    handle.current = layer;
    (box.querySelector<HTMLElement>('input:not([type="hidden"])') ?? focusables(box)[0] ?? box).focus();
    const onKey = (event: KeyboardEvent) => {
      if (layer.isTop()) trapTab(box, event);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      handle.current = null;
      // Still in the page here (a layout clean-up runs before React removes the nodes): focus goes back.
      layer.close();
    };
  }, [layers, id, root, dialog]);
  return handle;
}
