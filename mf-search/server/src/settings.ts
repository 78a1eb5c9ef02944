import { z } from 'zod';
import { searchOrderbySchema, type SearchOrderby } from '@site/shared-contracts/search';

const onOff = (name: string, fallback: 'on' | 'off') =>
  z.enum(['on', 'off'], { message: `${name} is on or off` }).default(fallback);

/**
 * mf-search's settings from the environment, parsed by the shell at start with every other slice's:
 * a value that is not one of these stops the server with the list of problems (never a silent default).
 */
export const searchSettingsSchema = z
  .object({
    /** The shop's default sort for /search without orderby (spec 2.1); 'price:desc' is read as 'price-desc'. */
    SEARCH_DEFAULT_SORT: z
      .string()
      .default('relevance')
      .transform((value) => value.replace(/^price:desc$/, 'price-desc').replace(/:asc$/, ''))
      .pipe(searchOrderbySchema),
    /** Spec 7.1: GET {ajax_url}?action=get_sss_ajax_panel exists but is off unless turned on. */
    SEARCH_AJAX_PANEL: onOff('SEARCH_AJAX_PANEL', 'off'),
    /** off: answer every request from the database (benchmarks of the engine itself). */
    SEARCH_RESPONSE_CACHE: onOff('SEARCH_RESPONSE_CACHE', 'on'),
  })
  .transform((env): SearchSettings => ({
    defaultSort: env.SEARCH_DEFAULT_SORT,
    panelEnabled: env.SEARCH_AJAX_PANEL === 'on',
    cacheEnabled: env.SEARCH_RESPONSE_CACHE === 'on',
  }));

export type SearchSettings = {
  defaultSort: SearchOrderby;
  panelEnabled: boolean;
  cacheEnabled: boolean;
};
