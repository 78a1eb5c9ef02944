/** Spec 9: the table of contents' hidden state is kept for 30 days, under a team-prefixed key. */
export const TOC_STORAGE_KEY = 'content-toc-hidden';
export const TOC_MEMORY_MS = 30 * 24 * 60 * 60 * 1000;

/** Hidden while a stored expiry lies ahead; an expired or unreadable entry counts as never set. */
export function tocHidden(storage: Pick<Storage, 'getItem'>, now: number): boolean {
  try {
    const until = Number(storage.getItem(TOC_STORAGE_KEY));
    return Number.isFinite(until) && until > now;
  } catch {
    return false; // storage refused (privacy mode): the default, shown
  }
}

/** Hiding stores an expiry 30 days ahead; showing again forgets it. */
export function rememberToc(storage: Pick<Storage, 'setItem' | 'removeItem'>, hidden: boolean, now: number): void {
  try {
    if (hidden) storage.setItem(TOC_STORAGE_KEY, String(now + TOC_MEMORY_MS));
    else storage.removeItem(TOC_STORAGE_KEY);
  } catch {
    // Full or refused storage: the choice holds for this page only.
  }
}

/** Close the ToC if the visitor hid it, and remember each later toggle. Returns the stop function. */
export function startTocMemory(toc: HTMLDetailsElement, storage: Storage, now: () => number = Date.now): () => void {
  if (tocHidden(storage, now())) toc.open = false;
  const onToggle = () => rememberToc(storage, !toc.open, now());
  toc.addEventListener('toggle', onToggle);
  return () => toc.removeEventListener('toggle', onToggle);
}
