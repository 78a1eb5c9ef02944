import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { trapTab, useLayer } from '@site/platform-kit/dialog';
import { lockBody } from './body-lock';
import type { LayerDismissReason, LayerId, LayerStack } from '@site/shared-contracts/platform';
import type { SearchBoxHandle } from '../search-box/search-box';
import { clearInput, panelOpen, searchInput } from './search-input';

export type ToggleOptions = {
  /** Milliseconds before the search input takes focus (spec 4.1 refocus 250 ms, splash 600 ms). */
  focusDelay: number;
  /** What a pointer press outside the box does: nothing, close, or clear the term and close (splash). */
  outside: 'ignore' | 'close' | 'clear';
  /** How the widget starts (read once): open when its no-JS disclosure was opened before the island mounted. */
  initial?: () => OpenMode | null;
  /** The page's overlay stack (`IslandProps.layers`): the open box is one of its layers. */
  layers: LayerStack;
  /** The variant, which names the layer: `search:splash-1`. */
  kind: string;
};

/** A modal box is a dialog: the page behind it inert and still, Escape and outside presses the stack's. */
export type OpenMode = { modal: boolean; lock?: boolean };

// Two widgets of one page (two islands, two React roots) must never share a layer id; useId repeats across roots.
let instances = 0;

/**
 * Open/close logic shared by the reveal, slide, popup and splash widgets. The open box is a layer of the page's
 * stack, with a history entry below 1024 px so the phone's Back closes it; a box that is not modal still keeps
 * automatic popups waiting while the visitor searches. Focus moves into the box (at once for a dialog, to the
 * input after the delay) and returns to the opener when it closes (the stack's). The first Escape belongs to the
 * results panel, the next closes the box: the widget's own key handling for a box that is not modal, the
 * stack's (`onDismiss`) for a modal one, which also keeps Tab inside while it is on top.
 */
export function useWidgetToggle(options: ToggleOptions) {
  const { focusDelay, outside } = options;
  const [mode, setMode] = useState<OpenMode | null>(() => options.initial?.() ?? null);
  const [id] = useState<LayerId>(() => `search:${options.kind}-${++instances}`);
  const openerRef = useRef<HTMLButtonElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  /** The layer's root where the box has a scrim of its own (splash, popup); else the box is the layer. */
  const scrimRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<SearchBoxHandle>(null);
  const [layerRoot] = useState<RefObject<HTMLElement | null>>(() => ({
    get current() {
      return scrimRef.current ?? boxRef.current;
    },
  }));

  // Stable, so a bus subscription made with it is not renewed on every render.
  const open = useCallback((next: OpenMode = { modal: false }) => setMode(next), []);
  const close = useCallback(() => setMode(null), []);
  const dismiss = useCallback(
    (reason: LayerDismissReason): boolean => {
      const box = boxRef.current;
      if (reason === 'escape' && panelOpen(box)) {
        searchRef.current?.hidePanel();
        return false;
      }
      if (reason === 'overlay' && outside === 'clear') clearInput(searchInput(box));
      close();
      return true;
    },
    [outside, close],
  );
  const layer = useLayer(options.layers, {
    id,
    ref: layerRoot,
    opener: openerRef,
    open: mode !== null,
    modal: mode?.modal ?? false,
    history: true,
    blocksAutoPopups: true,
    onDismiss: dismiss,
  });

  useEffect(() => {
    const box = boxRef.current;
    if (!mode || !box) return;
    // Spec 2.3: under the slide popover the page body is held fixed, not only kept from scrolling by the stack.
    const release = mode.lock ? lockBody(box.ownerDocument) : null;
    // A dialog takes focus at once (screen readers announce it); the input follows after the delay.
    if (mode.modal) box.focus();
    const timer = setTimeout(() => searchInput(box)?.focus(), focusDelay);
    const doc = box.ownerDocument;
    let onLink = false;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (box.contains(target) || openerRef.current?.contains(target)) return;
      // A modal box closes on a press on its own scrim, through the stack: not on a press in another layer (a
      // toast over it, a popup opened above it).
      if (mode.modal) {
        if (layerRoot.current?.contains(target)) layer.current?.dismiss('overlay');
      }
      // A press on a link may be the page leaving: closing now would go back over the box's history entry and
      // race the navigation. Its click decides: closed only when the page stays (a bus link, default prevented).
      else if (target instanceof Element && target.closest('a[href]')) onLink = true;
      else dismiss('overlay');
    };
    const onClick = (event: MouseEvent) => {
      if (onLink && event.defaultPrevented) dismiss('overlay');
      onLink = false;
    };
    if (outside !== 'ignore') {
      doc.addEventListener('pointerdown', onPointerDown);
      doc.addEventListener('click', onClick);
    }
    return () => {
      release?.();
      clearTimeout(timer);
      doc.removeEventListener('pointerdown', onPointerDown);
      doc.removeEventListener('click', onClick);
    };
  }, [mode, focusDelay, outside, dismiss, layer, layerRoot]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const box = boxRef.current;
    if (!mode || !box) return;
    if (mode.modal) {
      if (layer.current?.isTop()) trapTab(box, event);
    } else if (event.key === 'Escape' && !panelOpen(box)) {
      event.preventDefault();
      close();
    }
  };

  return {
    mode,
    open,
    close,
    toggle: () => (mode ? close() : setMode({ modal: false })),
    openerRef,
    boxRef,
    scrimRef,
    searchRef,
    onKeyDown,
  };
}

export type WidgetToggle = ReturnType<typeof useWidgetToggle>;
