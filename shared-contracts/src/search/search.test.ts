import * as z from 'zod/mini';
import { issuePaths, without, withValue } from '../testing/fixtures';
import suggestions from './fixtures/suggestion-response.json';
import taxonomies from './fixtures/taxonomy-response.json';
import products from './fixtures/item-search-response-products.json';
import posts from './fixtures/item-search-response-posts.json';
import panelRequest from './fixtures/panel-request.json';
import pageQuery from './fixtures/results-page-query.json';
import itemPath from './fixtures/item-search-path.json';
import {
  itemSearchPathSchema,
  itemSearchQuerySchema,
  itemSearchResponseSchema,
  searchArchivePropsSchema,
  searchBoxPropsSchema,
  searchPageQuerySchema,
  searchPanelRequestSchema,
  searchTermPathSchema,
  suggestionResponseSchema,
  taxonomyResponseSchema,
} from './index';

describe('search golden fixtures', () => {
  it.each([
    ['suggestion response', suggestionResponseSchema, suggestions],
    ['taxonomy response', taxonomyResponseSchema, taxonomies],
    ['product item search response', itemSearchResponseSchema, products],
    ['post item search response', itemSearchResponseSchema, posts],
    ['panel request', searchPanelRequestSchema, panelRequest],
  ] as const)('%s parses and keeps the exact data', (_name, schema: z.core.$ZodType, fixture) => {
    expect(z.parse(schema, fixture)).toStrictEqual(fixture);
  });

  it('reads the item search path into the term and its exclusions', () => {
    expect(itemSearchPathSchema.parse(itemPath)).toStrictEqual({
      post_type: 'product',
      '*': {
        term: 'running shoes',
        exclusions: [
          { name: 'exclude_product_cat', value: '12,47' },
          { name: 'exclude_category', value: '3' },
        ],
      },
    });
  });

  it('reads the results page query leniently', () => {
    expect(searchPageQuerySchema.parse(pageQuery)).toStrictEqual({
      s: 'running shoes',
      post_type: ['product', 'post'],
      sssid: 'header-search',
      orderby: 'price-desc',
      view: 'list',
      paged: 2,
    });
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
    expect(onSale?.price).toBe('79.90');
    expect(variable?.max_price).toBe(12.5);
  });

  it('rejects a non-numeric price string, a negative price and an unformattable one', () => {
    const text = withValue(products, ['results', 0, 'price'], '79,90');
    expect(issuePaths(itemSearchResponseSchema, text)).toEqual([['results', 0, 'price']]);
    const negative = withValue(products, ['results', 1, 'min_price'], -1);
    expect(issuePaths(itemSearchResponseSchema, negative)).toEqual([['results', 1, 'min_price']]);
    const huge = withValue(products, ['results', 1, 'max_price'], 1e21);
    expect(issuePaths(itemSearchResponseSchema, huge)).toEqual([['results', 1, 'max_price']]);
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

describe('search call paths', () => {
  it('trims the term and refuses an empty or over-long one', () => {
    expect(searchTermPathSchema.parse({ '*': ' lap ' })).toEqual({ '*': 'lap' });
    expect(issuePaths(searchTermPathSchema, { '*': '  ' })).toEqual([['*']]);
    expect(issuePaths(searchTermPathSchema, { '*': 'a'.repeat(101) })).toEqual([['*']]);
  });

  it('refuses an unknown content type, a lone exclusion name, and ids that are not bounded integers', () => {
    expect(issuePaths(itemSearchPathSchema, { ...itemPath, post_type: '../admin' })).toEqual([['post_type']]);
    expect(issuePaths(itemSearchPathSchema, { ...itemPath, '*': 'x/exclude_cat' })).toEqual([
      ['*', 'exclusions', 0, 'value'],
    ]);
    expect(issuePaths(itemSearchPathSchema, { ...itemPath, '*': 'x/include_cat/1' })).toEqual([
      ['*', 'exclusions', 0, 'name'],
    ]);
    expect(issuePaths(itemSearchPathSchema, { ...itemPath, '*': 'x/exclude_cat/2147483648' })).toEqual([
      ['*', 'exclusions', 0, 'value'],
    ]);
    expect(itemSearchPathSchema.parse({ ...itemPath, '*': 'x/' })['*']).toEqual({ term: 'x', exclusions: [] });
  });

  it('reads numitems as 1 to 50, 5 by default', () => {
    expect(itemSearchQuerySchema.parse({})).toEqual({ numitems: 5 });
    expect(itemSearchQuerySchema.parse({ numitems: '12' })).toEqual({ numitems: 12 });
    for (const numitems of ['0', '51', 'ten', '2.5'])
      expect(issuePaths(itemSearchQuerySchema, { numitems })).toEqual([['numitems']]);
  });

  it('accepts only the panel action', () => {
    expect(issuePaths(searchPanelRequestSchema, { ...panelRequest, action: 'get_panel' })).toEqual([['action']]);
  });
});

describe('results page query', () => {
  it('falls back instead of refusing: no term, unknown sort, bad page and widget id', () => {
    expect(
      searchPageQuerySchema.parse({ orderby: 'cheapest', paged: '0', sssid: 'a b', post_type: 'product' }),
    ).toEqual({ s: '', post_type: ['product'], sssid: null, orderby: null, view: 'list', paged: 1 });
    expect(searchPageQuerySchema.parse({ s: 'a', view: 'grid' }).view).toBe('grid');
    expect(searchPageQuerySchema.parse({ s: 'a', view: ['table', 'grid'] }).view).toBe('list');
    expect(searchPageQuerySchema.parse({ s: ['first', 'second'], paged: ['3', '4'] })).toMatchObject({
      s: 'first',
      paged: 3,
    });
  });
});

describe('island props', () => {
  it('completes the header search box from its variant alone', () => {
    const props = searchBoxPropsSchema.parse({ variant: 'inline' });
    expect(props).toMatchObject({ keyboard_delay: 300, ajax_post_types: ['product', 'post'], action: '/search' });
    expect(props.labels.see_all).toBe('See all');
  });

  it('refuses a slash replacement holding "/" and an exclusion that is not ids', () => {
    expect(issuePaths(searchBoxPropsSchema, { slash_replacement: '/' })).toEqual([['slash_replacement']]);
    expect(issuePaths(searchBoxPropsSchema, { exclusions: [{ name: 'exclude_cat', value: '12, shoes' }] })).toEqual([
      ['exclusions', 0, 'value'],
    ]);
  });

  it('gives archive mode relevance as the default sort and refuses an unknown order', () => {
    expect(searchArchivePropsSchema.parse({ results_mode: 'archive' }).default_sort).toEqual({
      orderby: 'relevance',
      order: 'desc',
    });
    const badOrder = { results_mode: 'archive', default_sort: { orderby: 'price', order: 'down' } };
    expect(issuePaths(searchArchivePropsSchema, badOrder)).toEqual([['default_sort', 'order']]);
  });
});
