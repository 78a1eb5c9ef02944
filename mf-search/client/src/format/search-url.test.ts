import { suggestionUrl, termSegment } from './search-url';

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
    expect(termSegment('1/2 price & more', '-')).toBe('1-2%20price%20%26%20more');
  });
});
