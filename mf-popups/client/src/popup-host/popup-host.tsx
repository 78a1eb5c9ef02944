import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import type { IslandProps } from '@site/shared-contracts/platform';
import { popupSlugSchema } from '@site/shared-contracts/popups';
import { popupContentUrl } from './popup-content';
import { PopupModal, type ModalRequest } from './popup-modal';
import { injectPopupsStyles } from './popups-styles';
import { Toasts, type ToastItem } from './toasts';

type Open = { request: ModalRequest; serial: number };

let nextToastId = 1;

/**
 * Mounted on every page: opens the generic modal for bus events and `[data-popup-trigger]` links
 * (whose href is the no-JS popup page), and shows toasts.
 */
export function PopupHost({ bus }: IslandProps) {
  const [open, setOpen] = useState<Open | null>(null);
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const show = useCallback(
    (request: ModalRequest) => setOpen((current) => ({ request, serial: (current?.serial ?? 0) + 1 })),
    [],
  );
  const close = useCallback(() => setOpen(null), []);
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);

  useEffect(() => injectPopupsStyles(), []);
  // A layout effect: it runs before single-spa-react resolves mount, so the event the shell emits
  // right after mounting this island (data-mount="event") is never missed.
  useLayoutEffect(() => {
    const offs = [
      bus.on('popups:modal-open', (request) => show(request)),
      bus.on('popups:open', ({ id }) => show({ contentUrl: popupContentUrl(id) })),
      bus.on('popups:toast', (toast) => setToasts((list) => [...list, { ...toast, id: nextToastId++ }])),
    ];
    return () => offs.forEach((off) => off());
  }, [bus, show]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const trigger = (event.target as Element | null)?.closest?.('[data-popup-trigger]');
      const id = popupSlugSchema.safeParse(trigger?.getAttribute('data-popup-trigger'));
      if (!id.success) return;
      event.preventDefault();
      show({ contentUrl: popupContentUrl(id.data) });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [show]);

  return (
    <>
      {open ? <PopupModal key={open.serial} request={open.request} onClose={close} /> : null}
      <Toasts toasts={toasts} onDismiss={dismiss} />
    </>
  );
}
