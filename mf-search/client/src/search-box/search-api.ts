import type { ItemSearchResponse, SuggestionResponse } from '@site/shared-contracts';
// Single contract files, not the package index: the index would bundle every team's schemas into this remote.
import { JSON_PARSE_ERROR_LOG } from '../../../../shared-contracts/src/search/constants';
import { itemSearchResponseSchema } from '../../../../shared-contracts/src/search/item-search-response';
import { suggestionResponseSchema } from '../../../../shared-contracts/src/search/suggestion-response';
import type { ZodType } from 'zod';

/**
 * GET a search endpoint. Every failure ends as null so the panel simply shows nothing (spec 8);
 * only an unparseable body is logged, with the spec's message. Aborts propagate to the caller.
 */
export async function getJson<T>(url: string, schema: ZodType<T>, signal: AbortSignal): Promise<T | null> {
  const response = await fetch(url, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) return null;
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    console.error(JSON_PARSE_ERROR_LOG);
    return null;
  }
  const parsed = schema.safeParse(body);
  return parsed.success ? parsed.data : null;
}

export const fetchSuggestions = (restBase: string, segment: string, signal: AbortSignal): Promise<SuggestionResponse | null> =>
  getJson(`${restBase}sss/v1/suggestions/${segment}`, suggestionResponseSchema, signal);

export const fetchItems = (restBase: string, postType: string, segment: string, signal: AbortSignal): Promise<ItemSearchResponse | null> =>
  getJson(`${restBase}sss/v1/posts/${postType}/${segment}`, itemSearchResponseSchema, signal);
