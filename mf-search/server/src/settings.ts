import { z } from 'zod';
import { searchOrderbySchema, type SearchOrderby } from '@site/shared-contracts/search';

const onOff = (name: string, fallback: 'on' | 'off') =>
  z.enum(['on', 'off'], { message: `${name} is on or off` }).default(fallback);

/**
 * mf-search's settings from the environment, parsed by the shell at start with every other slice's:
 * a value that is not one of these stops the server with the list of problems (never a silent default). Each
 * `.describe()` is the setting's meaning in docs/settings.md (`npm run settings:doc`).
 */
export const searchSettingsSchema = z
  .object({
    SEARCH_DEFAULT_SORT: z
      .string()
      .default('relevance')
      .transform((value) => value.replace(/^price:desc$/, 'price-desc').replace(/:asc$/, ''))
      .pipe(searchOrderbySchema)
      .describe(
        "the shop's default sort of `/search` without orderby (spec 2.1); `price:desc` is read as `price-desc`, and `:asc` is dropped",
      ),
    SEARCH_AJAX_PANEL: onOff('SEARCH_AJAX_PANEL', 'off').describe(
      'the panel-markup AJAX call of spec 7.1 (`GET {ajax_url}?action=get_sss_ajax_panel`), off unless turned on',
    ),
    SEARCH_RESPONSE_CACHE: onOff('SEARCH_RESPONSE_CACHE', 'on').describe(
      "the search answers' cache; `off` answers every request from the database (benchmarks of the engine itself)",
    ),
    SEARCH_REQUESTS_PER_10S: z
      .union([z.literal('off'), z.coerce.number().int().min(1).max(100_000)], {
        message: 'SEARCH_REQUESTS_PER_10S is a whole number from 1 or off',
      })
      .default(100)
      .describe(
        'search requests one address may make in 10 seconds (a typist fires up to 3 a keystroke); `off`: no limit',
      ),
    // With PGlite on its own thread searches overlap as on PostgreSQL: 4 answered 503 to four in ten of ten steady
    // clients, hence 16.
    SEARCH_MAX_CONCURRENT: z.coerce
      .number({ message: 'SEARCH_MAX_CONCURRENT is a whole number from 1 to 1000' })
      .int('SEARCH_MAX_CONCURRENT is a whole number from 1 to 1000')
      .min(1, 'SEARCH_MAX_CONCURRENT is a whole number from 1 to 1000')
      .max(1000, 'SEARCH_MAX_CONCURRENT is a whole number from 1 to 1000')
      .default(16)
      .describe('searches running at once; one more is answered 503 at once instead of queueing behind them'),
    SEARCH_SHED_LAG_MS: z
      .union([z.literal('off'), z.coerce.number().int().min(1).max(10_000)], {
        message: 'SEARCH_SHED_LAG_MS is a whole number of milliseconds from 1, or off',
      })
      .default(100)
      .describe('event-loop lag (ms) from which searches are shed with 503; `off`: only SEARCH_MAX_CONCURRENT'),
    SEARCH_SUGGEST_DENY: z
      .string()
      .max(10_000, 'SEARCH_SUGGEST_DENY is at most 10 000 characters')
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((word) => word.trim())
          .filter(Boolean),
      )
      .describe('words never offered as suggestions, comma-separated, added to the built-in deny-list'),
  })
  .transform((env): SearchSettings => ({
    defaultSort: env.SEARCH_DEFAULT_SORT,
    panelEnabled: env.SEARCH_AJAX_PANEL === 'on',
    cacheEnabled: env.SEARCH_RESPONSE_CACHE === 'on',
    requestsPer10s: env.SEARCH_REQUESTS_PER_10S === 'off' ? null : env.SEARCH_REQUESTS_PER_10S,
    maxConcurrent: env.SEARCH_MAX_CONCURRENT,
    shedLagMs: env.SEARCH_SHED_LAG_MS === 'off' ? null : env.SEARCH_SHED_LAG_MS,
    suggestDeny: env.SEARCH_SUGGEST_DENY,
  }));

export type SearchSettings = {
  defaultSort: SearchOrderby;
  panelEnabled: boolean;
  cacheEnabled: boolean;
  /** null: no per-address limit. */
  requestsPer10s: number | null;
  maxConcurrent: number;
  /** null: never shed on event-loop lag. */
  shedLagMs: number | null;
  /** Words added to the built-in suggestion deny-list. */
  suggestDeny: string[];
};
