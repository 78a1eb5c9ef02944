import type { z } from 'zod';
import { issuePaths, without, withValue } from '../test-support/fixtures';
import config from './fixtures/search-config.json';
import form from './fixtures/search-form.json';
import suggestions from './fixtures/suggestion-response.json';
import taxonomies from './fixtures/taxonomy-response.json';
import products from './fixtures/item-search-response-products.json';
import posts from './fixtures/item-search-response-posts.json';
import itemParams from './fixtures/item-search-params.json';
import panelRequest from './fixtures/panel-request.json';
import pageQuery from './fixtures/results-page-query.json';
import {
  itemSearchParamsSchema,
  itemSearchResponseSchema,
  MIN_ITEM_TERM_LENGTH,
  resultsPageQuerySchema,
  SEARCH_TERM_PLACEHOLDER,
  searchConfigSchema,
  searchFormSchema,
  searchPanelRequestSchema,
  splitPostTypeList,
  suggestionResponseSchema,
  taxonomyResponseSchema,
  termLookupParamsSchema,
  toPriceNumber,
} from './index';

describe('search golden fixtures', () => {
  it.each([
    ['search config', searchConfigSchema, config],
    ['search form', searchFormSchema, form],
    ['suggestion response', suggestionResponseSchema, suggestions],
    ['taxonomy response', taxonomyResponseSchema, taxonomies],
    ['product item search response', itemSearchResponseSchema, products],
    ['post item search response', itemSearchResponseSchema, posts],
    ['item search params', itemSearchParamsSchema, itemParams],
    ['panel request', searchPanelRequestSchema, panelRequest],
    ['results page query', resultsPageQuerySchema, pageQuery],
  ] as const)('%s parses and keeps the exact data', (_name, schema: z.ZodType, fixture) => {
    expect(schema.parse(fixture)).toStrictEqual(fixture);
  });
});

describe('search config', () => {
  it('uses the literal {term} placeholder', () => {
    expect(SEARCH_TERM_PLACEHOLDER).toBe('{term}');
    expect(
      issuePaths(searchConfigSchema, { ...config, search_url: 'https://shop.example.com/search/' }),
    ).toContainEqual(['search_url']);
  });

  it('rejects a rest base without a trailing slash, a string switch and a missing label', () => {
    expect(issuePaths(searchConfigSchema, { ...config, rest_base: 'https://shop.example.com/wp-json' })).toEqual([
      ['rest_base'],
    ]);
    expect(issuePaths(searchConfigSchema, { ...config, hideonscroll: 'yes' })).toEqual([['hideonscroll']]);
    expect(issuePaths(searchConfigSchema, without(config, ['labels']))).toEqual([['labels']]);
  });

  it('rejects an unknown sort order and a slash in the replacement', () => {
    const badOrder = withValue(config, ['default_sort', 'order'], 'down');
    expect(issuePaths(searchConfigSchema, badOrder)).toEqual([['default_sort', 'order']]);
    expect(issuePaths(searchConfigSchema, { ...config, slash_replacement: '/' })).toEqual([['slash_replacement']]);
  });
});

describe('search form', () => {
  it('splits the comma-separated content types', () => {
    expect(splitPostTypeList(searchFormSchema.parse(form).ajax_post_types)).toEqual(['product', 'post', 'coupon']);
    expect(splitPostTypeList('')).toEqual([]);
  });

  it('rejects exclusions not named exclude_* or not holding ids', () => {
    const badName = withValue(form, ['exclusions', 0, 'name'], 'product_cat');
    expect(issuePaths(searchFormSchema, badName)).toEqual([['exclusions', 0, 'name']]);
    const badValue = withValue(form, ['exclusions', 0, 'value'], '12, shoes');
    expect(issuePaths(searchFormSchema, badValue)).toEqual([['exclusions', 0, 'value']]);
  });

  it('rejects an unknown results mode and a list with spaces', () => {
    expect(issuePaths(searchFormSchema, { ...form, results_mode: 'page' })).toEqual([['results_mode']]);
    expect(issuePaths(searchFormSchema, { ...form, ajax_post_types: 'product, post' })).toEqual([['ajax_post_types']]);
  });
});

describe('suggestion and taxonomy responses', () => {
  it('rejects a suggestion without tokens and a term without url', () => {
    expect(issuePaths(suggestionResponseSchema, { suggestions: [{ token: 'x' }] })).toEqual([
      ['suggestions', 0, 'tokens'],
    ]);
    const noUrl = without(taxonomies, [1, 'url']);
    expect(issuePaths(taxonomyResponseSchema, noUrl)).toEqual([[1, 'url']]);
    expect(issuePaths(taxonomyResponseSchema, { terms: taxonomies })).toEqual([[]]);
  });
});

describe('item search response', () => {
  it('accepts prices as numbers or numeric strings', () => {
    const [onSale, variable] = itemSearchResponseSchema.parse(products).results;
    expect(onSale?.price && toPriceNumber(onSale.price)).toBe(79.9);
    expect(variable?.max_price && toPriceNumber(variable.max_price)).toBe(12.5);
  });

  it('rejects a non-numeric price string and a negative price', () => {
    const text = withValue(products, ['results', 0, 'price'], '79,90');
    expect(issuePaths(itemSearchResponseSchema, text)).toEqual([['results', 0, 'price']]);
    const negative = withValue(products, ['results', 1, 'min_price'], -1);
    expect(issuePaths(itemSearchResponseSchema, negative)).toEqual([['results', 1, 'min_price']]);
  });

  it('rejects a wrong currency position, a missing search_link and a text numitems', () => {
    const pos = withValue(products, ['settings', 'currency_pos'], 'before');
    expect(issuePaths(itemSearchResponseSchema, pos)).toEqual([['settings', 'currency_pos']]);
    expect(issuePaths(itemSearchResponseSchema, without(products, ['search_link']))).toEqual([['search_link']]);
    const num = withValue(posts, ['settings', 'numitems'], '3');
    expect(issuePaths(itemSearchResponseSchema, num)).toEqual([['settings', 'numitems']]);
  });

  it('rejects taxonomy terms that are bare strings and a result without permalink', () => {
    const bareTerms = withValue(posts, ['results', 0, 'taxonomies', 'category'], ['Guides']);
    expect(issuePaths(itemSearchResponseSchema, bareTerms)).toEqual([['results', 0, 'taxonomies', 'category', 0]]);
    const noLink = without(posts, ['results', 0, 'permalink']);
    expect(issuePaths(itemSearchResponseSchema, noLink)).toEqual([['results', 0, 'permalink']]);
  });
});

describe('search call params', () => {
  it(`needs ${MIN_ITEM_TERM_LENGTH} characters for item searches only`, () => {
    expect(issuePaths(itemSearchParamsSchema, { ...itemParams, term: 'ru' })).toEqual([['term']]);
    expect(termLookupParamsSchema.parse({ term: 'r' })).toEqual({ term: 'r' });
  });

  it('rejects a term that still holds "/" and an unsafe post type', () => {
    expect(issuePaths(termLookupParamsSchema, { term: 'running/trail' })).toEqual([['term']]);
    expect(issuePaths(itemSearchParamsSchema, { ...itemParams, post_type: '../admin' })).toEqual([['post_type']]);
  });

  it('accepts only the panel action', () => {
    expect(issuePaths(searchPanelRequestSchema, { ...panelRequest, action: 'get_panel' })).toEqual([['action']]);
  });
});

describe('results page query', () => {
  it('reads a single or missing post_type as a list and coerces paged', () => {
    expect(resultsPageQuerySchema.parse({ s: 'shoes', post_type: 'product', paged: '3' })).toStrictEqual({
      s: 'shoes',
      post_type: ['product'],
      paged: 3,
    });
    expect(resultsPageQuerySchema.parse({ s: 'shoes' })).toStrictEqual({ s: 'shoes', post_type: [] });
  });

  it('rejects a missing term and a page number of zero', () => {
    expect(issuePaths(resultsPageQuerySchema, without(pageQuery, ['s']))).toEqual([['s']]);
    expect(issuePaths(resultsPageQuerySchema, { ...pageQuery, paged: '0' })).toEqual([['paged']]);
  });
});
