import {
  consolidateFilters,
  filterOperator,
  filterParamName,
  filterState,
  filterUrl,
  pageParamName,
  parseFilterTerms,
  readWidgetFilters,
  toggleTerm,
  widgetPage,
  widgetPageUrl,
  type FilterOperator,
  type LoopFilterSetting,
} from './loop-filter-url';

const ALL = '__all';
const setting = (taxonomy: string, operator: FilterOperator, filterId = `w-${taxonomy}`): LoopFilterSetting => ({
  filterId,
  taxonomy,
  operator,
});
const filter = (taxonomy: string, operator: FilterOperator, terms: string[]) =>
  filterState(setting(taxonomy, operator), terms);

describe('loop filter parameters (spec 2.6)', () => {
  it('names one parameter per widget and taxonomy, and the widget page parameter', () => {
    expect(filterParamName('abc1234', 'category')).toBe('e-filter-abc1234-category');
    expect(pageParamName('abc1234')).toBe('e-page-abc1234');
  });

  it('joins terms with + for AND and DISABLED and with ~ for OR, in the address as written', () => {
    const url = (operator: FilterOperator, terms: string[]) =>
      filterUrl({ current: '/blog', widgets: { abc1234: [filter('category', operator, terms)] }, changed: 'abc1234' });
    expect(url('DISABLED', ['news'])).toBe('/blog?e-filter-abc1234-category=news');
    expect(url('AND', ['news', 'sports'])).toBe('/blog?e-filter-abc1234-category=news+sports');
    expect(url('OR', ['news', 'sports'])).toBe('/blog?e-filter-abc1234-category=news~sports');
    // No terms: no parameter, and no stray '?'.
    expect(url('OR', [])).toBe('/blog');
  });

  it('removes the changed widget’s e-page parameter, and only that one', () => {
    const next = filterUrl({
      current: '/blog?e-page-abc1234=3&e-page-other=2&e-filter-abc1234-tag=old',
      widgets: { abc1234: [filter('tag', 'AND', ['audio'])] },
      changed: 'abc1234',
    });
    expect(next).toBe('/blog?e-page-other=2&e-filter-abc1234-tag=audio');
  });

  it('keeps every other parameter, including another widget’s filters and filters of unknown widgets', () => {
    const next = filterUrl({
      current: '/blog?s=c%2B%2B&e-filter-picks-tag=audio~kitchen&e-filter-gone-tag=x&utm=1',
      widgets: { blog: [filter('category', 'OR', ['reviews'])] },
      changed: 'blog',
    });
    // The encoded '+' of another parameter stays encoded: only the filter's own join is a literal '+'.
    expect(next).toBe(
      '/blog?s=c%2B%2B&e-filter-picks-tag=audio~kitchen&e-filter-gone-tag=x&utm=1&e-filter-blog-category=reviews',
    );
  });

  it('writes every known widget’s filters afresh, dropping taxonomies that lost their terms', () => {
    const next = filterUrl({
      current: '/?e-filter-a-tag=x+y&e-filter-b-store=megamart',
      widgets: {
        a: [filter('tag', 'AND', []), filter('category', 'DISABLED', ['news'])],
        b: [filter('store', 'DISABLED', ['megamart'])],
      },
      changed: 'a',
    });
    expect(next).toBe('/?e-filter-a-category=news&e-filter-b-store=megamart');
  });

  it('drops page and paged when it rebuilds the address on a paginated base URL', () => {
    const next = filterUrl({
      current: '/blog?paged=3&orderby=date',
      widgets: { blog: [filter('tag', 'AND', ['audio', 'budget'])] },
      changed: 'blog',
      baseUrl: 'http://127.0.0.1:3550/blog?paged=3&page=3&ref=menu&orderby=title',
      pageNum: 3,
    });
    // The base URL's path and parameters, the query's keys winning (orderby), page and paged gone.
    expect(next).toBe('/blog?ref=menu&orderby=date&e-filter-blog-tag=audio+budget');
  });

  it('leaves page and paged alone on the first page, as the original does', () => {
    const next = filterUrl({
      current: '/blog?paged=1',
      widgets: { blog: [filter('tag', 'AND', ['audio'])] },
      changed: 'blog',
      baseUrl: '/blog?paged=1',
      pageNum: 1,
    });
    expect(next).toBe('/blog?paged=1&e-filter-blog-tag=audio');
  });
});

describe('reading filter parameters back', () => {
  it('splits on ~ when there is one, otherwise on + (a space once decoded) or a literal %2B', () => {
    expect(parseFilterTerms('news sports')).toEqual(['news', 'sports']);
    expect(parseFilterTerms('news~sports')).toEqual(['news', 'sports']);
    expect(parseFilterTerms('news+sports')).toEqual(['news', 'sports']);
    expect(parseFilterTerms(new URLSearchParams('v=news%7Esports').get('v'))).toEqual(['news', 'sports']);
    expect(parseFilterTerms(new URLSearchParams('v=news+sports').get('v'))).toEqual(['news', 'sports']);
  });

  it('treats an empty value as no filter and drops malformed, repeated and surplus terms', () => {
    expect(parseFilterTerms('')).toEqual([]);
    expect(parseFilterTerms(null)).toEqual([]);
    expect(parseFilterTerms('News~<b>~a--b~ok~ok~-x')).toEqual(['ok']);
    expect(parseFilterTerms(Array.from({ length: 80 }, (_, i) => `t${i}`).join('~'))).toHaveLength(50);
  });

  it('rebuilds a widget’s filters from the address; a single-selection filter keeps its first term', () => {
    const settings = [setting('category', 'DISABLED'), setting('tag', 'AND'), setting('store', 'OR')];
    const filters = readWidgetFilters(
      '/blog?e-filter-blog-category=news+deals&e-filter-blog-tag=audio+budget&e-filter-other-store=x',
      'blog',
      settings,
    );
    expect(filters.map((f) => f.filterData.terms)).toEqual([['news'], ['audio', 'budget'], []]);
    expect(filters[1]).toEqual({
      filterType: 'taxonomy',
      filterData: { selectedTaxonomy: 'tag', terms: ['audio', 'budget'], logicalJoin: 'AND' },
    });
  });

  it('reads the widget page from paged/page or e-page-{widgetId}, 1 when absent or malformed', () => {
    expect(widgetPage('/blog?paged=3', 'blog', 'paged')).toBe(3);
    expect(widgetPage('/blog?page=4&paged=2', 'blog', 'paged')).toBe(4);
    expect(widgetPage('/blog?e-page-picks=2&paged=5', 'picks', 'e-page')).toBe(2);
    for (const bad of ['0', '-1', 'x', '1.5', '9999999', ''])
      expect(widgetPage(`/blog?e-page-picks=${bad}`, 'picks', 'e-page')).toBe(1);
    expect(widgetPage('/?paged=3', 'latest', 'none')).toBe(1);
  });

  it('links a widget page with its own parameter, page 1 without one', () => {
    const url = '/blog?e-filter-blog-category=reviews~guides&paged=2&page=2';
    expect(widgetPageUrl(url, 'blog', 'paged', 3)).toBe('/blog?e-filter-blog-category=reviews~guides&paged=3');
    expect(widgetPageUrl(url, 'blog', 'paged', 1)).toBe('/blog?e-filter-blog-category=reviews~guides');
    expect(widgetPageUrl('/blog?paged=2', 'picks', 'e-page', 2)).toBe('/blog?paged=2&e-page-picks=2');
  });
});

describe('the filter operator (spec 5)', () => {
  it('is AND or OR only with multiple selection and exactly that setting; anything else is DISABLED', () => {
    expect(filterOperator(true, 'AND')).toBe('AND');
    expect(filterOperator(true, 'OR')).toBe('OR');
    expect(filterOperator(false, 'AND')).toBe('DISABLED');
    expect(filterOperator(false, 'OR')).toBe('DISABLED');
    for (const other of ['and', 'or', 'XOR', '', ' AND', undefined, null, 1, ['AND']])
      expect(filterOperator(true, other)).toBe('DISABLED');
  });

  it('replaces the term in DISABLED mode and merges it without duplicates for AND and OR', () => {
    expect(toggleTerm(['news'], 'sports', 'DISABLED', ALL)).toEqual(['sports']);
    expect(toggleTerm(['news'], 'sports', 'AND', ALL)).toEqual(['news', 'sports']);
    expect(toggleTerm(['news'], 'sports', 'OR', ALL)).toEqual(['news', 'sports']);
  });

  it('takes an active term out, and "All" clears the filter', () => {
    expect(toggleTerm(['news', 'sports'], 'news', 'AND', ALL)).toEqual(['sports']);
    expect(toggleTerm(['news'], 'news', 'DISABLED', ALL)).toEqual([]);
    expect(toggleTerm(['news', 'sports'], ALL, 'OR', ALL)).toEqual([]);
    expect(toggleTerm([], ALL, 'OR', ALL)).toEqual([]);
  });
});

describe('consolidated widget filters (spec 7.4 widget_filters)', () => {
  it('sends each taxonomy with terms, its join, and no join for a DISABLED filter', () => {
    expect(
      consolidateFilters([
        filter('category', 'DISABLED', ['news']),
        filter('tag', 'AND', ['audio', 'budget']),
        filter('store', 'OR', []),
      ]),
    ).toEqual({ taxonomy: { category: { terms: ['news'] }, tag: { terms: ['audio', 'budget'], logicalJoin: 'AND' } } });
  });

  it('lets the last filter with terms win terms and join when two filter one taxonomy', () => {
    expect(
      consolidateFilters([filter('tag', 'OR', ['audio']), filter('tag', 'AND', ['kitchen']), filter('tag', 'OR', [])]),
    ).toEqual({ taxonomy: { tag: { terms: ['kitchen'], logicalJoin: 'AND' } } });
  });
});
