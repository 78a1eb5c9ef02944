import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { trapTab } from '@site/platform-kit/dialog';
import { lockBody } from './body-lock';
import { clearInput, panelOpen, searchInput } from './search-input';

export type ToggleOptions = {
  /** Milliseconds before the search input takes focus (spec 4.1 refocus 250 ms, splash 600 ms). */
  focusDelay: number;
  /** What a pointer press outside the box does: nothing, close, or clear the term and close (splash). */
  outside: 'ignore' | 'close' | 'clear';
  /** How the widget starts (read once): open when its no-JS disclosure was opened before the island mounted. */
  initial?: () => OpenMode | null;
};

export type OpenMode = { modal: boolean; lock: boolean };

/**
 * Open/close logic shared by the reveal, slide, popup and splash widgets: focus moves into the box
 * (at once for a dialog, to the input after the delay), Escape closes (after the results panel, if it
 * is open), a modal box keeps Tab inside and may hold the body still, and focus returns to the opener.
 */
export function useWidgetToggle(options: ToggleOptions) {
  const [mode, setMode] = useState<OpenMode | null>(() => options.initial?.() ?? null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const { focusDelay, outside } = options;

  // Stable, so a bus subscription made with it is not renewed on every render.
  const open = useCallback((next: OpenMode = { modal: false, lock: false }) => setMode(next), []);
  const close = useCallback((returnFocus: boolean) => {
    setMode(null);
    if (returnFocus) openerRef.current?.focus();
  }, []);

  useEffect(() => {
    const box = boxRef.current;
    if (!mode || !box) return;
    const release = mode.lock ? lockBody(box.ownerDocument) : null;
    // A dialog takes focus at once (screen readers announce it); the input follows after the delay.
    if (mode.modal) box.focus();
    const timer = setTimeout(() => searchInput(box)?.focus(), focusDelay);
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (box.contains(target) || openerRef.current?.contains(target)) return;
      if (outside === 'clear') clearInput(searchInput(box));
      close(false);
    };
    if (outside !== 'ignore') box.ownerDocument.addEventListener('pointerdown', onPointerDown);
    return () => {
      clearTimeout(timer);
      box.ownerDocument.removeEventListener('pointerdown', onPointerDown);
      release?.();
    };
  }, [mode, focusDelay, outside, close]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const box = boxRef.current;
    if (!mode || !box) return;
    if (event.key === 'Escape') {
      // The first Escape belongs to the results panel (it hides itself); the next one closes the widget.
      if (panelOpen(box)) return;
      event.preventDefault();
      close(true);
    } else if (mode.modal) {
      trapTab(box, event);
    }
  };

  return {
    mode,
    open,
    close,
    toggle: () => (mode ? close(true) : setMode({ modal: false, lock: false })),
    openerRef,
    boxRef,
    onKeyDown,
  };
}

export type WidgetToggle = ReturnType<typeof useWidgetToggle>;
