import { useEffect } from 'react';
import type { EventMessage } from '@site/shared-contracts/platform';

/** Spec 9 toast default: auto-dismiss after this long unless the event sets its own duration. */
export const TOAST_DURATION_MS = 4000;

export type ToastItem = EventMessage<'popups:toast'> & { id: number };

function Toast({ toast, onDismiss }: { toast: ToastItem; onDismiss: (id: number) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(toast.id), toast.duration ?? TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast, onDismiss]);
  return (
    <div className={`popups-toast popups-toast--${toast.type}`} role="status">
      <span className="popups-toast__message">{toast.message}</span>
      <button
        type="button"
        className="popups-toast__close"
        aria-label="Dismiss notification"
        onClick={() => onDismiss(toast.id)}
      >
        ×
      </button>
    </div>
  );
}

/** The stack is always in the DOM so screen readers already watch the live region when a toast arrives. */
export function Toasts({ toasts, onDismiss }: { toasts: ToastItem[]; onDismiss: (id: number) => void }) {
  return (
    <div className="popups-toasts" aria-live="polite">
      {toasts.map((toast) => (
        <Toast key={toast.id} toast={toast} onDismiss={onDismiss} />
      ))}
    </div>
  );
}
