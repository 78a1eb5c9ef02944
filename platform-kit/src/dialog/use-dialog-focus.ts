import { useLayoutEffect, useRef, type RefObject } from 'react';
import type { LayerHandle } from '@site/shared-contracts/platform';
import { focusables, trapTab } from './focus-trap';

/**
 * The one modal focus behaviour (WAI-ARIA APG dialog) for a dialog on the page's layer stack (`useLayer`): on
 * open, focus moves to the first text field (else the first control, else the dialog itself) and again whenever
 * `view` changes (login -> registration inside one dialog); Tab and Shift+Tab cycle inside while the dialog is
 * the topmost modal layer, so a dialog opened above it keeps Tab for itself. Escape and the return of focus to
 * the opener are the stack's: the dialog keeps no Escape listener, so one key never closes two overlays.
 * Layout effects: the dialog takes focus and keys in the commit that shows it, before it is painted.
 */
export function useDialogFocus(
  ref: RefObject<HTMLElement | null>,
  layer: RefObject<LayerHandle | null>,
  view = '',
): void {
  // Read through a ref, so a new callback identity never re-runs the focus setup.
  const latest = useRef(layer);
  useLayoutEffect(() => {
    latest.current = layer;
  });

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    (dialog.querySelector<HTMLElement>('input:not([type="hidden"])') ?? focusables(dialog)[0] ?? dialog).focus();
  }, [ref, view]);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onKey = (event: KeyboardEvent) => {
      if (latest.current.current?.isTop()) trapTab(dialog, event);
    };
    // On the document, so a Tab from outside the dialog (focus lost to the body) is caught too.
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [ref]);
}
