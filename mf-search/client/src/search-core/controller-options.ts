import type { SearchExclusion } from '@site/shared-contracts/search';

/** What the search state machine is told once, from the island's props and the site (panel-options.ts). */
export type ControllerOptions = {
  restBase: string;
  ajaxUrl: string;
  delay: number;
  postTypes: readonly string[];
  slashReplacement: string;
  exclusions: readonly SearchExclusion[];
  /** suggestions_enabled and suggestions possible for the input (spec 5). */
  suggestions: boolean;
  /** taxonomy_enabled and suggestions possible for the input (spec 5). */
  taxonomies: boolean;
  widgetPanel: boolean;
  simultaneous: boolean;
  forceOrder: boolean;
};
