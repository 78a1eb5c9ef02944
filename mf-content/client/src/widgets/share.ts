import { isShareWindowKind, shareWindowFeatures } from './share-window';

/**
 * Share links open spec 9's centred window instead of a tab. One click listener on the block; a link the island
 * does not know (e-mail), a modified click (new tab, new window) or a blocked popup keeps the link's own behaviour.
 */
export function startShare(element: HTMLElement): () => void {
  const view = element.ownerDocument.defaultView ?? window;
  const onClick = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest<HTMLAnchorElement>('a[data-content-share]');
    const kind = link?.dataset.contentShare;
    if (!link || !isShareWindowKind(kind)) return;
    // availLeft/availTop (Chromium, Firefox): where this screen starts on a desktop of several screens.
    const {
      width,
      height,
      availLeft = 0,
      availTop = 0,
    } = view.screen as Screen & { availLeft?: number; availTop?: number };
    const screen = { width, height, left: availLeft, top: availTop };
    const opened = view.open(link.href, `content-share-${kind}`, shareWindowFeatures(kind, screen));
    if (!opened) return;
    opened.opener = null;
    event.preventDefault();
  };
  element.addEventListener('click', onClick);
  return () => element.removeEventListener('click', onClick);
}
