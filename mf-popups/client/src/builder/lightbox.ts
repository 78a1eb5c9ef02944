import { trapTab } from '@site/platform-kit/dialog';

/**
 * An accessible image lightbox (spec 2.6): a labelled modal dialog holding the image, closed by its button, a
 * click on the backdrop or Escape; focus moves to the close button and returns to the link. Fixed position, so
 * nothing shifts.
 */
export function openLightbox(win: Window, src: string, alt: string): () => void {
  const doc = win.document;
  const opener = doc.activeElement instanceof HTMLElement ? doc.activeElement : null;
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

  const done = () => {
    doc.removeEventListener('keydown', onKey, true);
    root.remove();
    opener?.focus();
  };
  function onKey(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.preventDefault();
      done();
    } else trapTab(root, event);
  }
  close.addEventListener('click', done);
  root.addEventListener('click', (event) => event.target === root && done());
  doc.addEventListener('keydown', onKey, true);
  doc.body.append(root);
  close.focus();
  return done;
}
