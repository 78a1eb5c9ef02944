import { focusables, trapTab } from '@site/platform-kit/dialog';
import { trustedHtml } from '@site/platform-kit/trusted-types';
import type { LayerStack } from '@site/shared-contracts/platform';
import { FOCUS_DELAY_MS } from '../builder/popup-modal';

export type CloseReason = 'button' | 'overlay' | 'escape' | 'toggle' | 'form' | 'menu' | 'stop';

export type LayerModal = {
  root: HTMLElement;
  /** The content's HTML (built by the server from escaped blocks) replaces the loading state. */
  showContent(html: string): void;
  /** Spec 8: a content error is the popup's heading. */
  showError(message: string): void;
  close(reason: CloseReason): void;
};

/**
 * A second-layer popup as a modal dialog (the builder modal's rules) and a modal layer of the page's stack
 * (`popups:second-layer-{id}`): `role=dialog`, `aria-modal`, labelled by the content's first heading (the popup's
 * title while loading), busy while the content loads, focus moved in after spec 9's 250 ms and kept in with Tab
 * while it is on top. Escape (the stack's) closes it, an overlay click when its settings say so; the stack makes
 * the page inert, locks its scroll and returns focus to the opener. Fixed position: nothing in the page moves.
 */
export function openLayerModal(
  win: Window,
  layers: LayerStack,
  popup: { id: string; title: string; overlayClose: boolean },
  onClose: (reason: CloseReason) => void,
): LayerModal {
  const doc = win.document;
  const root = doc.createElement('div');
  root.id = `popups-second-layer-${popup.id}`;
  root.className = 'popups-second-layer popups-second-layer--loading';
  const overlay = doc.createElement('div');
  overlay.className = 'popups-second-layer__overlay';
  const dialog = doc.createElement('div');
  dialog.className = 'popups-second-layer__dialog';
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-label', popup.title);
  dialog.setAttribute('aria-busy', 'true');
  dialog.tabIndex = -1;
  const closeButton = doc.createElement('button');
  closeButton.type = 'button';
  closeButton.className = 'popups-second-layer__close';
  closeButton.setAttribute('aria-label', 'Close');
  closeButton.textContent = '×';
  const body = doc.createElement('div');
  body.className = 'popups-second-layer__content';
  const spinner = doc.createElement('div');
  spinner.className = 'popups-second-layer__spinner';
  spinner.setAttribute('aria-hidden', 'true');
  dialog.append(closeButton, body, spinner);
  root.append(overlay, dialog);
  doc.body.append(root);

  let closed = false;
  const ready = () => {
    root.classList.remove('popups-second-layer--loading');
    dialog.removeAttribute('aria-busy');
    spinner.remove();
    const heading = body.querySelector('h1, h2, h3');
    if (!heading) return;
    heading.id ||= `popups-second-layer-title-${popup.id}`;
    dialog.removeAttribute('aria-label');
    dialog.setAttribute('aria-labelledby', heading.id);
  };
  const layer = layers.open({
    id: `popups:second-layer-${popup.id}`,
    element: root,
    modal: true,
    dismiss(reason) {
      if (reason === 'overlay' && !popup.overlayClose) return false;
      close(reason === 'overlay' ? 'overlay' : 'escape');
      return true;
    },
  });
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Tab' && layer.isTop()) trapTab(dialog, event);
  };
  const focusTimer = win.setTimeout(() => {
    if (!layer.isTop()) return;
    const first = focusables(body)[0];
    (first ?? closeButton).focus();
  }, FOCUS_DELAY_MS);
  function close(reason: CloseReason) {
    if (closed) return;
    closed = true;
    win.clearTimeout(focusTimer);
    doc.removeEventListener('keydown', onKey, true);
    // The stack first, while the popup is still in the page: it returns focus to the opener.
    layer.close();
    root.remove();
    onClose(reason);
  }

  closeButton.addEventListener('click', () => close('button'));
  overlay.addEventListener('click', () => layer.dismiss('overlay'));
  doc.addEventListener('keydown', onKey, true);

  return {
    root,
    showContent(html) {
      if (closed) return;
      body.innerHTML = trustedHtml('mf-popups', html);
      ready();
    },
    showError(message) {
      if (closed) return;
      const heading = doc.createElement('h3');
      heading.className = 'popups-second-layer__error';
      heading.textContent = message;
      body.replaceChildren(heading);
      ready();
    },
    close,
  };
}
