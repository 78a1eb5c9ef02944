import { PASTE_DELAY_MS } from '@site/shared-contracts/search';
import { createStore } from 'zustand';
import { termSegment } from '../format/search-url';
import type { ControllerOptions } from './controller-options';
import { EMPTY_RESULT_SET as EMPTY, fetchResultSet, hasContent, type ResultSet } from './result-set';

// Re-exported: the panel (status-text.ts) reads result sets through the controller it renders.
export { hasContent, type ResultSet };

export type SearchState = ResultSet & {
  /** What the input shows (untrimmed). */
  input: string;
  open: boolean;
  /** Requests are running (spec 4.1 'searching' state). */
  searching: boolean;
  /** Bumped once per settled search, so a status message is announced once per result set. */
  settled: number;
};

/** Performance mark set when a search's requests go out (the paint bench measures from it). */
export const SEARCH_FIRED_MARK = 'sss:search-fired';

const mark = (name: string) => {
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function') performance.mark(name);
};

/**
 * The spec 4.1 search state machine, free of React. A keystroke cancels the pending delayed search
 * and aborts every in-flight request; a term equal to the last searched one is not searched again;
 * a search's answers are collected and committed together once all its requests end, and only if
 * no newer keystroke came in between, so a panel never mixes terms or shows an older term.
 */
export function createSearchController(options: ControllerOptions, initialInput = '') {
  const store = createStore<SearchState>(() => ({
    ...EMPTY,
    input: initialInput,
    open: false,
    searching: false,
    settled: 0,
  }));
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pasteTimer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | null = null;
  /** The term of the last search fired (finished or running); '' after an abort or a clear. */
  let lastTerm = '';
  /** Hidden on purpose (Escape, a click elsewhere): answers still running must not pop it open again. */
  let dismissed = false;

  const abort = () => {
    if (!inFlight) return;
    inFlight.abort();
    inFlight = null;
    // The aborted search never finished, so the same term must be searchable again.
    lastTerm = '';
    store.setState({ searching: false });
  };

  async function search(term: string): Promise<void> {
    lastTerm = term;
    const controller = new AbortController();
    inFlight = controller;
    const { signal } = controller;
    const segment = termSegment(term, options.slashReplacement);
    store.setState({ searching: true });
    mark(SEARCH_FIRED_MARK);
    let draft: ResultSet;
    try {
      draft = await fetchResultSet(options, term, segment, signal);
    } catch {
      // Only aborts reach here (getJson turns every other failure into null): a newer search owns the panel.
      return;
    }
    if (signal.aborted || inFlight !== controller) return;
    inFlight = null;
    store.setState((s) => ({
      ...draft,
      searching: false,
      open: hasContent(draft) && !dismissed,
      settled: s.settled + 1,
    }));
  }

  function input(value: string, delay = options.delay): void {
    clearTimeout(timer);
    dismissed = false;
    store.setState({ input: value });
    const term = value.trim();
    if (term === '') {
      abort();
      lastTerm = '';
      store.setState({ ...EMPTY, open: false, searching: false });
      return;
    }
    // Same effective term as the one searched (or being searched): nothing to do, keep its answers.
    if (term === lastTerm) return;
    abort();
    if (delay <= 0) void search(term);
    else timer = setTimeout(() => void search(term), delay);
  }

  return {
    store,
    input,
    /** Pasted text is in the input only after the paste event: search it after 100 ms (spec 4.1). */
    paste(read: () => string): void {
      clearTimeout(pasteTimer);
      pasteTimer = setTimeout(() => input(read(), 0), PASTE_DELAY_MS);
    },
    show(): void {
      dismissed = false;
      const s = store.getState();
      if (s.open !== hasContent(s)) store.setState({ open: !s.open });
    },
    hide(): void {
      dismissed = true;
      if (store.getState().open) store.setState({ open: false });
    },
    /** The clear button: empty input, no lists, nothing pending. */
    clear: () => input(''),
    /** A term shown by other means (the results page's archive search): in the input, not searched, no lists. */
    showTerm(value: string): void {
      clearTimeout(timer);
      clearTimeout(pasteTimer);
      abort();
      lastTerm = '';
      store.setState({ ...EMPTY, input: value, open: false, searching: false });
    },
    dispose(): void {
      clearTimeout(timer);
      clearTimeout(pasteTimer);
      abort();
    },
  };
}

export type SearchController = ReturnType<typeof createSearchController>;
