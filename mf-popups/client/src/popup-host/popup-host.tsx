import { useCallback, useEffect, useMemo, useState } from 'react';
import { useBusEvent } from '@site/platform-kit/island';
import type { IslandProps } from '@site/shared-contracts/platform';
import { SIGNED_UP_TOAST } from '../newsletter/newsletter-form';
import { cartToasts, type ToastRequest } from './cart-toasts';
import { popupContentUrl } from './popup-content';
import { PopupModal, type ModalRequest } from './popup-modal';
import { injectPopupsStyles } from './popups-styles';
import { Toasts, type ToastItem } from './toasts';

// A fresh key per modal and toast: opening a popup over an open one starts it afresh.
type Open = { request: ModalRequest; key: number };

let nextKey = 1;

/**
 * Mounted when the bus asks for one of its events: opens the generic modal (`popups:open`,
 * `popups:modal-open`, which trigger links emit through the shell) and shows toasts. Both join the page's layer
 * stack (`layers`): the modal as a modal layer, each toast as a non-modal one.
 */
export function PopupHost({ bus, layers }: IslandProps) {
  const [open, setOpen] = useState<Open | null>(null);
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const show = useCallback((request: ModalRequest) => setOpen({ request, key: nextKey++ }), []);
  const showPopup = useCallback((id: string) => show({ contentUrl: popupContentUrl(id) }), [show]);
  // The modal reads onClose through a ref, so it need not keep its identity.
  const close = () => setOpen(null);
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);

  useEffect(injectPopupsStyles, []);
  useBusEvent(bus, 'popups:modal-open', show);
  useBusEvent(bus, 'popups:open', ({ id }) => showPopup(id));
  const addToast = useCallback(
    (toast: ToastRequest) => setToasts((list) => [...list, { ...toast, id: nextKey++ }]),
    [],
  );
  const onCartChanged = useMemo(() => cartToasts(addToast), [addToast]);
  const onSignedUp = useCallback(() => addToast({ ...SIGNED_UP_TOAST, type: 'info' }), [addToast]);
  useBusEvent(bus, 'popups:toast', addToast);
  useBusEvent(bus, 'shop:cart-changed', onCartChanged);

  return (
    <>
      {open ? (
        <PopupModal key={open.key} request={open.request} layers={layers} onClose={close} onSignedUp={onSignedUp} />
      ) : null}
      <Toasts toasts={toasts} layers={layers} onDismiss={dismiss} />
    </>
  );
}
