import {
  MIN_ITEM_TERM_LENGTH,
  isItemSearchResponse,
  isSuggestionResponse,
  isTaxonomyResponse,
  type ItemSearchResponse,
  type TaxonomyResponse,
} from '@site/shared-contracts/search';
import type { ControllerOptions } from './controller-options';
import { getJson, getText } from './fetch-json';
import { itemsUrl, panelUrl, suggestionsUrl, taxonomiesUrl } from './request-urls';

/** One settled result set: everything the panel shows belongs to `term`. */
export type ResultSet = {
  term: string;
  suggestions: string[];
  taxonomies: TaxonomyResponse;
  groups: ItemSearchResponse[];
  widgetHtml: string;
};

export const EMPTY_RESULT_SET: ResultSet = { term: '', suggestions: [], taxonomies: [], groups: [], widgetHtml: '' };

export const hasContent = (s: ResultSet): boolean =>
  s.suggestions.length > 0 ||
  s.taxonomies.length > 0 ||
  s.widgetHtml.trim() !== '' ||
  s.groups.some((g) => g.results.length > 0 && g.settings.numitems > 0);

/**
 * Every call one search makes (spec 4.1): suggestions, taxonomies, one item search per content type once the term
 * is long enough, the widget panel; suggestions first unless `simultaneous`. A failed call leaves its part empty;
 * an abort rejects, since a newer search owns the panel. `segment` is the term as a path segment, computed by the
 * caller before the search shows as running.
 */
export async function fetchResultSet(
  options: ControllerOptions,
  term: string,
  segment: string,
  signal: AbortSignal,
): Promise<ResultSet> {
  const draft: ResultSet = { ...EMPTY_RESULT_SET, term, taxonomies: [], groups: [] };
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
  if (options.simultaneous) await Promise.all([suggestions(), rest()]);
  else {
    await suggestions();
    await rest();
  }
  if (options.forceOrder)
    draft.groups.sort(
      (a, b) => options.postTypes.indexOf(a.settings.post_type) - options.postTypes.indexOf(b.settings.post_type),
    );
  return draft;
}
