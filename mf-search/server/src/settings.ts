import { searchOrderbySchema, type SearchOrderby } from '@site/shared-contracts/search';

/** mf-search's own switches, read from the environment when the slice starts. */
export type SearchSettings = {
  /** Spec 7.1: GET {ajax_url}?action=get_sss_ajax_panel exists but is off unless SEARCH_AJAX_PANEL=on. */
  panelEnabled: boolean;
  /** The shop's default sort for /search without orderby (spec 2.1); SEARCH_DEFAULT_SORT, e.g. 'price-desc' or 'price:desc'. */
  defaultSort: SearchOrderby;
  /** SEARCH_RESPONSE_CACHE=off answers every request from the database (benchmarks of the engine itself). */
  cacheEnabled: boolean;
};

export function readSearchSettings(env: NodeJS.ProcessEnv = process.env): SearchSettings {
  const sort = (env.SEARCH_DEFAULT_SORT ?? 'relevance').replace(/^price:desc$/, 'price-desc').replace(/:asc$/, '');
  return {
    panelEnabled: env.SEARCH_AJAX_PANEL === 'on',
    defaultSort: searchOrderbySchema.catch('relevance').parse(sort),
    cacheEnabled: env.SEARCH_RESPONSE_CACHE !== 'off',
  };
}
