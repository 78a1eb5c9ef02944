import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** The dialog's focusable controls in tab order (hidden ones skipped). */
export function focusables(dialog: HTMLElement): HTMLElement[] {
  return Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[hidden]'));
}

/**
 * Modal focus rules: focus moves into the dialog (again whenever `view` changes, as when the visitor
 * follows a link from login to registration), Tab and Shift+Tab cycle inside it, Escape closes it, and
 * focus returns to whatever was focused when it opened (the trigger link) once it closes.
 */
export function useDialogFocus(ref: RefObject<HTMLElement | null>, onClose: () => void, view: string): void {
  // The latest onClose is read through a ref so a new callback identity never re-runs the focus setup.
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  // Declared first so it captures the trigger before the next effect moves focus into the dialog.
  useEffect(() => {
    const trigger = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => {
      if (trigger?.isConnected) trigger.focus();
    };
  }, []);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    (dialog.querySelector<HTMLElement>('input:not([type="hidden"])') ?? focusables(dialog)[0] ?? dialog).focus();
  }, [ref, view]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables(dialog);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      const outside = !dialog.contains(active);
      if (event.shiftKey && (active === first || active === dialog || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    };
    // On the document, so a Tab from the dialog box itself (focused when it has no control) is caught too.
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [ref]);
}
