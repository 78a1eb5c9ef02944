/**
 * A DOM event on the document: the results page now shows the results for `detail.term` (an archive-mode
 * refresh, spec 2.1), so every search box of the page should show that term. An event between mf-search's own
 * islands, not a bus event: no other team needs it (the bus's events are shared contracts), and a header widget
 * woken through the bus while it waits for the visitor (it mounts on interaction; issue 10's weight) would load
 * React only to show a word in it.
 */
export const TERM_SHOWN_EVENT = 'mf-search:term-shown';

export type TermShown = { term: string };

const SEARCH_ISLAND = '[data-island="mf-search/search-box"]';

/**
 * Show `term` in every other search box of the page (the header's widgets). A mounted widget hears the event,
 * since its React state owns its input. A box whose island is not mounted (armed, loading or failed) gets the
 * term in its no-JS input as the server would have rendered it (value and default value alike), so the widget
 * starts from it when it mounts, as a shown term and not as text typed to search, and a submit without
 * JavaScript searches it. `from` is the archive form's own input, left as the visitor typed it.
 */
export function showTermEverywhere(from: Element, term: string): void {
  const doc = from.ownerDocument;
  const own = from.closest(SEARCH_ISLAND);
  for (const island of doc.querySelectorAll<HTMLElement>(SEARCH_ISLAND)) {
    if (island === own || island.dataset.islandState === 'mounted') continue;
    for (const input of island.querySelectorAll<HTMLInputElement>('input[name="s"]')) {
      input.defaultValue = term;
      input.value = term;
    }
  }
  doc.dispatchEvent(new CustomEvent<TermShown>(TERM_SHOWN_EVENT, { detail: { term } }));
}

/** Hear every term the page shows from now on; returns the unsubscribe. */
export function onTermShown(doc: Document, listener: (term: string) => void): () => void {
  const handler = (event: Event) => {
    const term = (event as CustomEvent<Partial<TermShown> | null>).detail?.term;
    if (typeof term === 'string') listener(term);
  };
  doc.addEventListener(TERM_SHOWN_EVENT, handler);
  return () => doc.removeEventListener(TERM_SHOWN_EVENT, handler);
}
