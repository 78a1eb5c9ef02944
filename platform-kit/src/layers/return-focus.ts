import { focusables } from '../dialog/focus-trap';

function inInert(element: HTMLElement): boolean {
  for (let node: HTMLElement | null = element; node; node = node.parentElement) if (node.inert) return true;
  return false;
}

/**
 * Focus after a layer closed: back to its opener, else into the modal layer now on top (`top`), since the rest
 * of the page may be inert. A target inside the closed layer, gone from the page or inert is skipped, and one
 * that does not take focus (hidden, disabled) gives way to the next.
 */
export function returnFocus(
  doc: Document,
  closed: { opener: HTMLElement | null; element: HTMLElement },
  top: HTMLElement | undefined,
): void {
  const candidates = [closed.opener, top, top ? focusables(top)[0] : undefined];
  for (const target of candidates) {
    if (!target?.isConnected || closed.element.contains(target) || inInert(target)) continue;
    target.focus();
    if (doc.activeElement === target) return;
  }
}
