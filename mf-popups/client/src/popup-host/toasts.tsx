import { useEffect, useLayoutEffect, useRef } from 'react';
import type { EventMessage, LayerStack } from '@site/shared-contracts/platform';
import { toastsTop } from './toast-offset';

/** Spec 9 toast default: auto-dismiss after this long unless the event sets its own duration. */
export const TOAST_DURATION_MS = 4000;

export type ToastItem = EventMessage<'popups:toast'> & { id: number };

type ToastProps = { toast: ToastItem; layers: LayerStack; onDismiss: (id: number) => void };

function Toast({ toast, layers, onDismiss }: ToastProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(toast.id), toast.duration ?? TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast, onDismiss]);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    // A non-modal layer: ordered with the others, it never takes Escape or overlay clicks, never makes the page
    // inert and keeps no automatic popup waiting; raised above an open dialog it stays live. No opener: a toast
    // that goes moves nobody's focus back to what raised it.
    const layer = layers.open({
      id: `popups:toast-${toast.id}`,
      element,
      modal: false,
      opener: null,
      dismiss: () => false,
    });
    return () => layer.close();
  }, [layers, toast.id]);
  return (
    <div ref={ref} className={`popups-toast popups-toast--${toast.type}`} role="status">
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

/**
 * The stack is always in the DOM so screen readers already watch the live region when a toast arrives. While it
 * shows toasts its top sits 20 px below the site header (`toastsTop`), set before the first toast is painted and
 * again when the window is resized (the header's height changes at its breakpoints): fixed, so nothing shifts.
 */
export function Toasts({ toasts, layers, onDismiss }: { toasts: ToastItem[] } & Omit<ToastProps, 'toast'>) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = toasts.length > 0;
  useLayoutEffect(() => {
    const stack = ref.current;
    if (!shown || !stack) return;
    const place = () => stack.style.setProperty('top', `${toastsTop(document)}px`);
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [shown]);
  return (
    <div ref={ref} className="popups-toasts" aria-live="polite">
      {toasts.map((toast) => (
        <Toast key={toast.id} toast={toast} layers={layers} onDismiss={onDismiss} />
      ))}
    </div>
  );
}
