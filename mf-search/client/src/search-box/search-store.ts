/** Old names of the search state machine, kept for importers; the logic lives in ../search-core. */
export { createSearchController as createSearchBox, hasContent } from '../search-core/search-controller';
export type { SearchController as SearchBoxModel, SearchState } from '../search-core/search-controller';
