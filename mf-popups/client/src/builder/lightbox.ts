import { trapTab } from '@site/platform-kit/dialog';
import type { LayerStack } from '@site/shared-contracts/platform';

/** The lightbox's id on the page's layer stack: one lightbox at a time. */
export const LIGHTBOX_LAYER = 'popups:lightbox';

/**
 * An accessible image lightbox (spec 2.6): a labelled modal dialog holding the image, a modal layer of the page's
 * stack, so opened from a popup it sits above it and Escape (the stack's) closes the lightbox alone. Closed by its
 * button, a click on the backdrop or Escape; focus moves to the close button, and the stack returns it to the
 * link. Fixed position, so nothing shifts. Returns its close, which is idempotent.
 */
export function openLightbox(win: Window, layers: LayerStack, src: string, alt: string): () => void {
  const doc = win.document;
  const root = doc.createElement('div');
  root.className = 'popups-lightbox';
  root.setAttribute('role', 'dialog');
  root.setAttribute('aria-modal', 'true');
  root.setAttribute('aria-label', alt || 'Image');
  const close = doc.createElement('button');
  close.type = 'button';
  close.className = 'popups-builder__close';
  close.setAttribute('aria-label', 'Close the image');
  close.textContent = '×';
  const img = doc.createElement('img');
  img.src = src;
  img.alt = alt;
  root.append(close, img);
  doc.body.append(root);

  let closed = false;
  const done = () => {
    if (closed) return;
    closed = true;
    doc.removeEventListener('keydown', onKey, true);
    // The stack first, while the focused button is still in the page: it returns focus to the link.
    layer.close();
    root.remove();
  };
  const layer = layers.open({
    id: LIGHTBOX_LAYER,
    element: root,
    modal: true,
    dismiss: () => {
      done();
      return true;
    },
  });
  function onKey(event: KeyboardEvent) {
    if (layer.isTop()) trapTab(root, event);
  }
  close.addEventListener('click', done);
  root.addEventListener('click', (event) => event.target === root && layer.dismiss('overlay'));
  doc.addEventListener('keydown', onKey, true);
  close.focus();
  return done;
}
