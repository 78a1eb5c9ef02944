import {
  MIN_ITEM_TERM_LENGTH,
  PASTE_DELAY_MS,
  isItemSearchResponse,
  isSuggestionResponse,
  isTaxonomyResponse,
  type ItemSearchResponse,
  type TaxonomyResponse,
} from '@site/shared-contracts/search';
import { createStore } from 'zustand';
import { termSegment } from '../format/search-url';
import { getJson, getText } from './fetch-json';
import type { ControllerOptions } from './controller-options';
import { itemsUrl, panelUrl, suggestionsUrl, taxonomiesUrl } from './request-urls';

/** One settled result set: everything the panel shows belongs to `term`. */
export type ResultSet = {
  term: string;
  suggestions: string[];
  taxonomies: TaxonomyResponse;
  groups: ItemSearchResponse[];
  widgetHtml: string;
};

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

const EMPTY: ResultSet = { term: '', suggestions: [], taxonomies: [], groups: [], widgetHtml: '' };

export const hasContent = (s: ResultSet): boolean =>
  s.suggestions.length > 0 ||
  s.taxonomies.length > 0 ||
  s.widgetHtml.trim() !== '' ||
  s.groups.some((g) => g.results.length > 0 && g.settings.numitems > 0);

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
    const draft: ResultSet = { ...EMPTY, term, taxonomies: [], groups: [] };
    store.setState({ searching: true });
    mark(SEARCH_FIRED_MARK);

    const suggestions = async () => {
      if (!options.suggestions) return;
      const r = await getJson(suggestionsUrl(options.restBase, segment), isSuggestionResponse, signal);
      draft.suggestions = r ? r.suggestions.map((s) => s.tokens) : [];
    };
    const others: Array<() => Promise<void>> = [];
    if (options.taxonomies) {
      others.push(async () => {
        draft.taxonomies = (await getJson(taxonomiesUrl(options.restBase, segment), isTaxonomyResponse, signal)) ?? [];
      });
    }
    if ([...term].length >= MIN_ITEM_TERM_LENGTH) {
      for (const type of options.postTypes) {
        others.push(async () => {
          const group = await getJson(
            itemsUrl(options.restBase, type, segment, options.exclusions),
            isItemSearchResponse,
            signal,
          );
          // Arrival order unless force_results_order; then the configured content type order.
          if (group) draft.groups.push(group);
        });
      }
    }
    if (options.widgetPanel) {
      others.push(async () => {
        draft.widgetHtml = (await getText(panelUrl(options.ajaxUrl, term), signal)) ?? '';
      });
    }
    const rest = () => Promise.all(others.map((run) => run()));
    try {
      if (options.simultaneous) await Promise.all([suggestions(), rest()]);
      else {
        await suggestions();
        await rest();
      }
    } catch {
      // Only aborts reach here (getJson turns every other failure into null): a newer search owns the panel.
      return;
    }
    if (signal.aborted || inFlight !== controller) return;
    inFlight = null;
    if (options.forceOrder)
      draft.groups.sort(
        (a, b) => options.postTypes.indexOf(a.settings.post_type) - options.postTypes.indexOf(b.settings.post_type),
      );
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
