import { searchPageUrl, suggestionUrl, termSegment } from './search-url';

describe('searchPageUrl (spec 2.1)', () => {
  it('puts the term in the {term} slot with spaces as +', () => {
    expect(searchPageUrl('/search?s={term}', 'red running shoes')).toBe('/search?s=red+running+shoes');
    expect(searchPageUrl('/search/{term}/', 'a&b c')).toBe('/search/a%26b+c/');
  });
  it('repeats post_type per content type and adds the widget id', () => {
    expect(searchPageUrl('/search?s={term}', 'tv', ['product', 'post'], 'w1')).toBe(
      '/search?s=tv&post_type=product&post_type=post&sssid=w1',
    );
    expect(searchPageUrl('/find/{term}', 'tv', ['offer'])).toBe('/find/tv?post_type=offer');
  });
  it('keeps a fragment at the end', () => {
    expect(searchPageUrl('/search?s={term}#results', 'x y', [], 'a')).toBe('/search?s=x+y&sssid=a#results');
  });
});

describe('suggestionUrl (spec 2.2)', () => {
  it('lower-cases the suggestion and adds the first hidden post_type', () => {
    expect(suggestionUrl('/search', 'Laptop Stand')).toBe('/search?s=laptop+stand');
    expect(suggestionUrl('/search?sssid=a1', 'TV & Audio', 'product')).toBe(
      '/search?sssid=a1&s=tv+%26+audio&post_type=product',
    );
  });
});

describe('termSegment (spec 5)', () => {
  it("replaces '/' with the configured string before encoding", () => {
    expect(termSegment('1/2 price', '-')).toBe('1-2%20price');
    expect(termSegment('a/b/c', ' ')).toBe('a%20b%20c');
    expect(termSegment('ελλάδα', '-')).toBe(encodeURIComponent('ελλάδα'));
  });
});
