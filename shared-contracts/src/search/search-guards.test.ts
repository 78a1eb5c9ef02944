import { without, withValue } from '../testing/fixtures';
import suggestions from './fixtures/suggestion-response.json';
import taxonomies from './fixtures/taxonomy-response.json';
import products from './fixtures/item-search-response-products.json';
import posts from './fixtures/item-search-response-posts.json';
import {
  isItemSearchResponse,
  isSearchExclusion,
  isSuggestionResponse,
  isTaxonomyResponse,
  itemSearchResponseSchema,
  readSearchArchiveProps,
  readSearchBoxProps,
  searchArchivePropsSchema,
  searchBoxPropsSchema,
  searchExclusionSchema,
  suggestionResponseSchema,
  taxonomyResponseSchema,
} from './index';

type Path = (string | number)[];

/** Wrong values for any field: every JSON type, empty, negative, fractional, unsafe, and near-misses of the rules. */
const WRONG: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  5001,
  2 ** 53,
  1e21,
  '',
  'x',
  '/',
  '/x',
  '12',
  '-1',
  '1,5',
  '79,90',
  'show',
  'left',
  'before',
  'product',
  'exclude_cat',
  'a'.repeat(65),
  [],
  ['x'],
  [{}],
  [''],
  ['product'],
  {},
  { name: 1 },
];

const agree = (guard: (v: unknown) => boolean, schema: { safeParse(v: unknown): { success: boolean } }) => {
  return (value: unknown) => expect([value, guard(value)]).toEqual([value, schema.safeParse(value).success]);
};

/** Every field path of a JSON value (objects and arrays, leaves included). */
function paths(value: unknown, prefix: Path = []): Path[] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, v]) => {
    const path = [...prefix, Array.isArray(value) ? Number(key) : key];
    return [path, ...paths(v, path)];
  });
}

/**
 * The golden fixture, each field removed, and each field replaced by every wrong value. An array item is not
 * removed: deleting it leaves a hole, which no JSON answer can hold.
 */
function variants(fixture: unknown, extra: Path[] = []): unknown[] {
  const all = [...paths(fixture), ...extra];
  const removed = all.filter((p) => typeof p[p.length - 1] === 'string').map((p) => without(fixture, p));
  return [fixture, ...WRONG, ...removed, ...all.flatMap((p) => WRONG.map((v) => withValue(fixture, p, v)))];
}

describe('the browser search guards agree with the search answer contracts', () => {
  it('on the suggestion answer', () => {
    expect(isSuggestionResponse(suggestions)).toBe(true);
    variants(suggestions).forEach(agree(isSuggestionResponse, suggestionResponseSchema));
  });

  it('on the taxonomy answer', () => {
    expect(isTaxonomyResponse(taxonomies)).toBe(true);
    expect(isTaxonomyResponse([])).toBe(true);
    variants(taxonomies).forEach(agree(isTaxonomyResponse, taxonomyResponseSchema));
  });

  it('on the item answers, products and posts, optional fields added one at a time', () => {
    expect(isItemSearchResponse(products)).toBe(true);
    expect(isItemSearchResponse(posts)).toBe(true);
    const optional = ['image_url', 'excerpt', 'date', 'taxonomies', 'sale_discount', 'rating', 'price_html'];
    const prices = ['price', 'regular_price', 'min_price', 'max_price'];
    const added = [...optional, ...prices].map((f): Path => ['results', 2, f]);
    // The third product carries only the required fields: each optional one is added to it in turn.
    variants(products, added).forEach(agree(isItemSearchResponse, itemSearchResponseSchema));
    variants(posts).forEach(agree(isItemSearchResponse, itemSearchResponseSchema));
    for (const price of [0, 12.5, Number.MAX_SAFE_INTEGER, '0', '10.', '.5', '1e3', ' 1'])
      agree(isItemSearchResponse, itemSearchResponseSchema)(withValue(products, ['results', 0, 'price'], price));
  });

  it('on an exclusion', () => {
    const exclusion = { name: 'exclude_product_cat', value: '12,47' };
    expect(isSearchExclusion(exclusion)).toBe(true);
    const values = ['1'.repeat(9), '1'.repeat(10), Array(50).fill('1').join(), Array(51).fill('1').join(), '1,', ',1'];
    for (const value of values) agree(isSearchExclusion, searchExclusionSchema)({ ...exclusion, value });
    variants(exclusion).forEach(agree(isSearchExclusion, searchExclusionSchema));
  });
});

/** The box's props as the search widget read them with the schema: refused fields dropped, their defaults applied. */
function schemaBoxProps(value: unknown): unknown {
  const props = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const first = searchBoxPropsSchema.safeParse(props);
  if (first.success) return first.data;
  const bad = new Set(first.error.issues.map((issue) => issue.path[0]));
  return searchBoxPropsSchema.parse(Object.fromEntries(Object.entries(props).filter(([key]) => !bad.has(key))));
}

describe('the browser props readers agree with the island props contracts', () => {
  const box = {
    variant: 'popup',
    overlay: true,
    keyboard_delay: 5000,
    ajax_post_types: ['offer'],
    action: '/search',
    slash_replacement: '~',
    suggestions_enabled: false,
    suggestions_possible: false,
    taxonomy_enabled: false,
    widget_panel_enabled: true,
    submit_simultaneously: false,
    force_results_order: false,
    hideonscroll: true,
    date_format: 'j M Y',
    exclusions: [{ name: 'exclude_product_cat', value: '3,4' }],
    post_types: ['product'],
    labels: { content_types: { product: 'Goods' }, see_all: 'All' },
  };

  it('on the box props: each field removed or wrong falls back to its default, as the schema reads it', () => {
    expect(readSearchBoxProps(box)).toStrictEqual(searchBoxPropsSchema.parse(box));
    expect(readSearchBoxProps({ variant: 'inline' })).toStrictEqual(searchBoxPropsSchema.parse({}));
    for (const value of [null, undefined, 'inline', [], {}])
      expect(readSearchBoxProps(value)).toEqual(schemaBoxProps({}));
    const extra: Path[] = [['exclusions', 0, 'extra'], ['labels', 'extra'], ['keyboard_delay']];
    for (const props of variants(box, extra))
      expect([props, readSearchBoxProps(props)]).toEqual([props, schemaBoxProps(props)]);
  });

  it('on the archive props: a missing field takes its default, a wrong one refuses the props', () => {
    const archive = {
      results_mode: 'archive',
      keyboard_delay: 0,
      action: '/s',
      default_sort: { orderby: 'price', order: 'asc' },
    };
    const read = (value: unknown) => {
      const parsed = searchArchivePropsSchema.safeParse(value);
      expect([value, readSearchArchiveProps(value)]).toEqual([value, parsed.success ? parsed.data : null]);
    };
    for (const props of variants(archive, [['default_sort', 'extra']])) read(props);
    for (const orderby of ['a'.repeat(32), 'a'.repeat(33), 'price_desc', 'Price'])
      read(withValue(archive, ['default_sort', 'orderby'], orderby));
    read({ results_mode: 'archive' });
  });
});
