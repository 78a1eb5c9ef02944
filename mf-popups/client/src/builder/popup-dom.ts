import type { PopupDisplay } from '@site/shared-contracts/popups';

/** A popup as the modal shows it; `content` is its cloned template. */
export type ModalPopup = { id: string; title: string; display: PopupDisplay; content: DocumentFragment };

export type PopupDom = {
  root: HTMLElement;
  overlay: HTMLElement;
  dialog: HTMLElement;
  closeButton: HTMLButtonElement;
};

/**
 * A builder popup's elements, not yet in the page: the root with the popup's own classes, the overlay, and the
 * dialog holding `content`, named by its first heading (else by the popup's title). The close button sits
 * inside the dialog or beside it as close_button_position says, hidden while a close_button_delay runs.
 */
export function buildPopupDom(doc: Document, popup: ModalPopup): PopupDom {
  const d = popup.display;
  const root = doc.createElement('div');
  root.id = `popups-builder-modal-${popup.id}`;
  root.className = `popups-builder ${d.classes ?? ''}`.trim();
  const overlay = doc.createElement('div');
  overlay.className = 'popups-builder__overlay';
  const dialog = doc.createElement('div');
  dialog.className = 'popups-builder__dialog';
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.tabIndex = -1;
  dialog.append(popup.content);
  const heading = dialog.querySelector('h1, h2, h3');
  if (heading) {
    heading.id ||= `popups-builder-title-${popup.id}`;
    dialog.setAttribute('aria-labelledby', heading.id);
  } else dialog.setAttribute('aria-label', popup.title);

  const closeButton = doc.createElement('button');
  closeButton.type = 'button';
  closeButton.className = `popups-builder__close popups-builder__close--${d.close_button_position ?? 'inside'}`;
  closeButton.setAttribute('aria-label', 'Close');
  closeButton.textContent = '×';
  if (d.close_button_delay) closeButton.hidden = true;
  if (d.close_button_position === 'outside') root.append(closeButton);
  else dialog.prepend(closeButton);
  root.append(overlay, dialog);
  return { root, overlay, dialog, closeButton };
}
