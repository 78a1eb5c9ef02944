import { DEFAULT_SORT_MARK_MS, type SearchArchiveProps } from '@site/shared-contracts/search';
import { parseHtml } from '@site/platform-kit/trusted-types';
import { archiveTerm, archiveUrl, markDefaultSort } from './archive-url';
import { showTermEverywhere } from '../search-core/term-shown';
import { findRegions, swapRegions } from './region-swap';

export type ArchiveDeps = {
  fetchPage: (url: string, signal: AbortSignal) => Promise<string>;
  parse: (html: string) => Document;
  location: Pick<Location, 'search'>;
  history: Pick<History, 'replaceState'>;
};

const browserDeps = (): ArchiveDeps => ({
  fetchPage: async (url, signal) => {
    const response = await fetch(url, { signal, headers: { accept: 'text/html' }, credentials: 'same-origin' });
    if (!response.ok) throw new Error(`results page answered ${response.status}`);
    return response.text();
  },
  parse: (html) => parseHtml('mf-search', html),
  location: window.location,
  history: window.history,
});

/**
 * Archive mode on the results page (spec 2.1, 4.1): after the typing delay the page for the new
 * term is fetched and its regions swapped in, and the address follows (replaceState: one history
 * entry per visit, not per keystroke). A keystroke aborts the pending fetch, and a response that is
 * no longer the newest is never painted.
 */
export function createArchiveMode(
  input: HTMLInputElement,
  options: Omit<SearchArchiveProps, 'results_mode'>,
  deps: ArchiveDeps = browserDeps(),
) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let markTimer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | null = null;
  // What the page shows is the server's term; text typed before archive mode arrived (it mounts on
  // interaction) is refreshed below as if typed now.
  let shown = archiveTerm(input.defaultValue);

  const scheduleMark = () => {
    clearTimeout(markTimer);
    // The sort drop-down may be (re)rendered late, so the marking waits (spec 9: 100 ms).
    markTimer = setTimeout(() => {
      const regions = findRegions(input);
      if (regions) markDefaultSort(regions.page, new URLSearchParams(deps.location.search), options.default_sort);
    }, DEFAULT_SORT_MARK_MS);
  };

  async function refresh(term: string): Promise<void> {
    const controller = new AbortController();
    inFlight = controller;
    const url = archiveUrl(options.action, term, new URLSearchParams(deps.location.search));
    input.closest('form')?.setAttribute('aria-busy', 'true');
    try {
      const html = await deps.fetchPage(url, controller.signal);
      if (inFlight !== controller) return;
      const regions = findRegions(input);
      if (regions && swapRegions(regions, deps.parse(html))) {
        shown = term;
        deps.history.replaceState(null, '', url);
        scheduleMark();
        // The header's search box shows the term the page now shows, as a page loaded for it would.
        showTermEverywhere(input, term);
      }
    } catch {
      // Aborted or failed: the page keeps what it shows; the form still submits normally.
    } finally {
      if (inFlight === controller) {
        inFlight = null;
        input.closest('form')?.removeAttribute('aria-busy');
      }
    }
  }

  const onInput = () => {
    clearTimeout(timer);
    inFlight?.abort();
    inFlight = null;
    const term = archiveTerm(input.value);
    if (term === '' || term === shown) return;
    timer = setTimeout(() => void refresh(term), options.keyboard_delay);
  };

  input.addEventListener('input', onInput);
  if (archiveTerm(input.value) !== shown) onInput();
  scheduleMark();
  return {
    /** For tests and unmount: the refresh a pending timer would start, now. */
    refresh,
    dispose(): void {
      clearTimeout(timer);
      clearTimeout(markTimer);
      inFlight?.abort();
      input.removeEventListener('input', onInput);
    },
  };
}
