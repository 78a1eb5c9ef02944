import type { LayerSpec } from '@site/shared-contracts/platform';

/**
 * Escape for the stack: taken on the document in the capture phase, before any layer's own listener, and given
 * to the topmost modal layer alone (`topModal` reads the stack at the moment of the key). Returns the tear-down.
 */
export function listenForEscape(doc: Document, topModal: () => LayerSpec | undefined): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.isComposing || event.defaultPrevented) return;
    const top = topModal();
    if (!top) return;
    // Taken here whatever the layer answers: a refusal closes nothing, not even a layer beneath, and no
    // listener of the layers themselves (or the page's) also acts on this Escape.
    event.preventDefault();
    event.stopImmediatePropagation();
    top.dismiss('escape');
  };
  doc.addEventListener('keydown', onKeyDown, true);
  return () => doc.removeEventListener('keydown', onKeyDown, true);
}
