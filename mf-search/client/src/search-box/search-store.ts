import type { ItemSearchResponse } from '@site/shared-contracts';
// Single contract files, not the package index: the index would bundle every team's schemas into this remote.
import { MIN_ITEM_TERM_LENGTH } from '../../../../shared-contracts/src/search/constants';
import { createStore } from 'zustand';
import { fetchItems, fetchSuggestions } from './search-api';
import { termSegment } from './highlight';

export type SearchState = {
  term: string;
  suggestions: string[];
  groups: ItemSearchResponse[];
  open: boolean;
  searching: boolean;
};

export type SearchOptions = { restBase: string; delay: number; postTypes: readonly string[]; slashReplacement: string };

const EMPTY = { suggestions: [], groups: [], open: false, searching: false };

export const hasContent = (s: SearchState): boolean => s.suggestions.length > 0 || s.groups.some((g) => g.results.length > 0);

/**
 * One search box's state and its typing logic (spec 4.1): each keystroke cancels the pending
 * delayed search and aborts in-flight requests; a term equal to the last searched one is skipped.
 */
export function createSearchBox(options: SearchOptions, initialTerm = '') {
  const store = createStore<SearchState>(() => ({ term: initialTerm, ...EMPTY }));
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | null = null;
  let lastTerm = '';

  const cancel = () => {
    clearTimeout(timer);
    if (inFlight) {
      inFlight.abort();
      inFlight = null;
      // The aborted search never finished, so typing the same term again must search it again.
      lastTerm = '';
    }
  };

  async function search(term: string): Promise<void> {
    if (term === lastTerm) return;
    lastTerm = term;
    const controller = new AbortController();
    inFlight = controller;
    const segment = termSegment(term, options.slashReplacement);
    store.setState({ searching: true });
    const itemTypes = term.length >= MIN_ITEM_TERM_LENGTH ? options.postTypes : [];
    const suggestions = fetchSuggestions(options.restBase, segment, controller.signal).catch(() => null).then((r) => {
      if (!controller.signal.aborted) store.setState({ suggestions: r ? r.suggestions.map((s) => s.tokens) : [] });
    });
    const items = Promise.all(itemTypes.map((t) => fetchItems(options.restBase, t, segment, controller.signal).catch(() => null))).then((groups) => {
      // Groups keep the configured content type order, whatever order the answers came in.
      if (!controller.signal.aborted) store.setState({ groups: groups.filter((g): g is ItemSearchResponse => g !== null) });
    });
    await Promise.allSettled([suggestions, items]);
    if (controller.signal.aborted) return;
    inFlight = null;
    store.setState((s) => ({ searching: false, open: hasContent(s) }));
  }

  return {
    store,
    input(term: string): void {
      cancel();
      store.setState({ term });
      if (term.trim() === '') {
        lastTerm = '';
        store.setState(EMPTY);
        return;
      }
      timer = setTimeout(() => void search(term.trim()), options.delay);
    },
    show: () => store.setState((s) => ({ open: hasContent(s) })),
    hide: () => store.setState({ open: false }),
    dispose: cancel,
  };
}

export type SearchBoxModel = ReturnType<typeof createSearchBox>;
