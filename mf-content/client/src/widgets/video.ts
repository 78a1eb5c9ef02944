/**
 * Play swaps the poster link for the host's privacy embed (the first request to the host), in the box the poster
 * held, and moves focus into it. Only embed addresses of the two hosts the CSP frames are used.
 */
const EMBED = /^https:\/\/(www\.youtube-nocookie\.com\/embed|player\.vimeo\.com\/video)\//;

export function startVideo(element: HTMLElement): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const poster = (event.target as Element | null)?.closest<HTMLAnchorElement>('a[data-content-embed]');
    const src = poster?.dataset.contentEmbed;
    if (!poster || !src || !EMBED.test(src)) return;
    event.preventDefault();
    const frame = element.ownerDocument.createElement('iframe');
    frame.src = src;
    frame.title = poster.dataset.contentTitle ?? 'Video';
    frame.allow = 'autoplay; encrypted-media; fullscreen; picture-in-picture';
    frame.allowFullscreen = true;
    frame.referrerPolicy = 'strict-origin-when-cross-origin';
    poster.replaceWith(frame);
    frame.focus();
  };
  element.addEventListener('click', onClick);
  return () => element.removeEventListener('click', onClick);
}
