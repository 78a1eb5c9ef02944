import type { SearchExclusion } from './exclusion';
import type { ItemSearchResponse } from './item-search-response';
import type { SearchPostType } from './post-type';
import type { SuggestionResponse } from './suggestion-response';
import type { TaxonomyResponse } from './taxonomy-response';

/*
 * The search answers checked without zod, for mf-search's browser code under its budget (issue 3: 15 KB gzipped of
 * its own code; zod/mini, bundled into both lazy chunks, took half of 29.8). Same rules as the zod/mini schemas
 * beside them, which stay the contract the server answers with: search-guards.test.ts runs guard and schema over the
 * golden fixtures and every one-field removal or wrong value of them, so they cannot drift apart unnoticed. A guard
 * only says yes or no: an accepted answer keeps any extra field (the schema's parse would drop it), which no reader
 * of these types looks at.
 */

export const SEARCH_POST_TYPES: readonly SearchPostType[] = ['product', 'post', 'offer'];
const CURRENCY_POSITIONS = ['left', 'left_space', 'right', 'right_space'];
const PRICE_TEXT = /^\d+(\.\d+)?$/;
const EXCLUSION_NAME = /^exclude_[a-z0-9_-]{1,64}$/;
const EXCLUSION_VALUE = /^\d{1,9}(,\d{1,9}){0,49}$/;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const isText = (value: unknown): value is string => typeof value === 'string';
export const isFilled = (value: unknown): value is string => typeof value === 'string' && value !== '';
/** zod's number: finite (a JSON answer cannot hold NaN or Infinity anyway). */
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isCount = (value: unknown): boolean => Number.isSafeInteger(value) && (value as number) >= 0;
/** z.optional: absent (undefined) or the inner rule. */
const optional = (value: unknown, rule: (v: unknown) => boolean): boolean => value === undefined || rule(value);
export const isListOf = (value: unknown, rule: (v: unknown) => boolean): value is unknown[] =>
  Array.isArray(value) && value.every((v) => rule(v));
export const isOneOf = (value: unknown, list: readonly unknown[]): boolean => list.includes(value);

const isPrice = (value: unknown): boolean =>
  (isNumber(value) && value >= 0 && value <= Number.MAX_SAFE_INTEGER) || (isText(value) && PRICE_TEXT.test(value));

const isTermLists = (value: unknown): boolean =>
  isRecord(value) && Object.values(value).every((terms) => isListOf(terms, (t) => isRecord(t) && isText(t.name)));

function isItemResult(value: unknown): boolean {
  if (!isRecord(value)) return false;
  const v = value;
  return (
    isFilled(v.permalink) &&
    isText(v.title) &&
    [v.image_url, v.excerpt, v.date, v.price_html].every((f) => optional(f, isText)) &&
    optional(v.taxonomies, isTermLists) &&
    optional(v.sale_discount, isNumber) &&
    optional(v.rating, (r) => isNumber(r) && r >= 0) &&
    [v.price, v.regular_price, v.min_price, v.max_price].every((f) => optional(f, isPrice))
  );
}

const TEXT_SETTINGS = [
  'seeall',
  'display_template',
  'saleflash',
  'rating',
  'price',
  'excerpt',
  'image',
  'date',
  'price_decimal_sep',
  'price_thousand_sep',
  'currency_symbol',
];

const isItemSettings = (value: unknown): boolean =>
  isRecord(value) &&
  isOneOf(value.post_type, SEARCH_POST_TYPES) &&
  isCount(value.numitems) &&
  isOneOf(value.currency_pos, CURRENCY_POSITIONS) &&
  TEXT_SETTINGS.every((name) => isText(value[name]));

/** `itemSearchResponseSchema`: GET {rest_base}sss/v1/posts/{post_type}/{term}. */
export const isItemSearchResponse = (value: unknown): value is ItemSearchResponse =>
  isRecord(value) &&
  isListOf(value.results, isItemResult) &&
  isItemSettings(value.settings) &&
  isFilled(value.search_link);

/** `suggestionResponseSchema`: GET {rest_base}sss/v1/suggestions/{term}. */
export const isSuggestionResponse = (value: unknown): value is SuggestionResponse =>
  isRecord(value) && isListOf(value.suggestions, (s) => isRecord(s) && isText(s.tokens));

const TERM_FIELDS = ['taxonomypluralname', 'taxitem', 'url', 'name'];

/** `taxonomyResponseSchema`: GET {rest_base}sss/v1/taxonomies/{term}, a bare array. */
export const isTaxonomyResponse = (value: unknown): value is TaxonomyResponse =>
  isListOf(value, (t) => isRecord(t) && isText(t.description) && TERM_FIELDS.every((name) => isFilled(t[name])));

/** `searchExclusionSchema`: a hidden exclude_* input's name and its comma-separated term ids. */
export const isSearchExclusion = (value: unknown): value is SearchExclusion =>
  isRecord(value) &&
  isText(value.name) &&
  EXCLUSION_NAME.test(value.name) &&
  isText(value.value) &&
  EXCLUSION_VALUE.test(value.value);
