/**
 * Spec 4.5, 9: the table of contents' hidden state is kept for 30 days. A cookie, not localStorage: the page's
 * `data-mount-cookie` gate reads it before any island loads, so only a visitor who hid the ToC loads the island at
 * once (to hide it again); everyone else loads it when they reach for the ToC or scroll. It never changes the
 * page the server sends (the HTML is the same for everyone and cached).
 */
export const TOC_COOKIE = 'content.toc-hidden';
export const TOC_MEMORY_SECONDS = 30 * 24 * 60 * 60;

export const tocHidden = (cookies: string): boolean =>
  cookies.split(';').some((pair) => pair.trim().startsWith(`${TOC_COOKIE}=`));

/** The Set-Cookie text for hiding (kept 30 days) or showing again (expires now). */
export function tocCookie(hidden: boolean): string {
  return `${TOC_COOKIE}=${hidden ? '1' : ''}; Max-Age=${hidden ? TOC_MEMORY_SECONDS : 0}; Path=/; SameSite=Lax`;
}

/**
 * Close the ToC if the visitor hid it, and remember each toggle. A ToC closed before the island arrived (the
 * click that mounted it) is remembered at once. Returns the stop function.
 */
export function startTocMemory(toc: HTMLDetailsElement, doc: Document): () => void {
  if (tocHidden(doc.cookie)) toc.open = false;
  else if (!toc.open) doc.cookie = tocCookie(true);
  const onToggle = () => {
    doc.cookie = tocCookie(!toc.open);
  };
  toc.addEventListener('toggle', onToggle);
  return () => toc.removeEventListener('toggle', onToggle);
}
