import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { focusables, trapTab } from './focus-trap';

/**
 * The one modal focus behaviour (WAI-ARIA APG dialog): on open, focus moves to the first text field
 * (else the first control, else the dialog itself) and again whenever `view` changes (login ->
 * registration inside one dialog); Tab and Shift+Tab cycle inside; Escape calls onClose; on close,
 * focus returns to whatever had it when the dialog opened (the trigger), if it is still on the page.
 * Layout effects: the dialog takes focus and keys in the commit that shows it, before it is painted, so an
 * Escape pressed as soon as it is visible closes it (passive effects can run a frame later, and later still
 * while an island's code is being evaluated).
 */
export function useDialogFocus(ref: RefObject<HTMLElement | null>, onClose: () => void, view = ''): void {
  // Read through a ref, so a new callback identity never re-runs the focus setup.
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  // Declared first, so it captures the trigger before the next effect moves focus into the dialog.
  useLayoutEffect(() => {
    const trigger = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => {
      if (trigger?.isConnected) trigger.focus();
    };
  }, []);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    (dialog.querySelector<HTMLElement>('input:not([type="hidden"])') ?? focusables(dialog)[0] ?? dialog).focus();
  }, [ref, view]);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close.current();
        return;
      }
      trapTab(dialog, event);
    };
    // On the document, so a Tab from outside the dialog (focus lost to the body) is caught too.
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [ref]);
}
