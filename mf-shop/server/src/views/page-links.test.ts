import { countText, pageLinksHtml, pageNumbers } from './page-links';

const WORDS = { none: 'Nothing here.', one: 'Showing the single result', noun: 'results' };

describe('countText', () => {
  it('says what part of the list the page shows', () => {
    expect(countText(0, 1, 24, WORDS)).toBe('Nothing here.');
    expect(countText(1, 1, 24, WORDS)).toBe('Showing the single result');
    expect(countText(24, 1, 24, WORDS)).toBe('Showing all 24 results');
    expect(countText(200, 2, 24, WORDS)).toBe('Showing 25–48 of 200 results');
    expect(countText(50, 3, 24, WORDS)).toBe('Showing 49–50 of 50 results');
  });
});

describe('page links', () => {
  it('keeps the first, the last and two either side of the current page', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(5, 9)).toEqual([1, 3, 4, 5, 6, 7, 9]);
    expect(pageNumbers(1, 9)).toEqual([1, 2, 3, 9]);
  });

  it('links every shown page but the current one, marks gaps and offers previous and next', () => {
    const out = String(pageLinksHtml({ label: 'Offer pages', page: 5, pages: 9, href: (n) => `/offers?page=${n}` }));
    expect(out).toContain('aria-label="Offer pages"');
    expect(out).toContain('<span aria-current="page" class="shop-pagination__current">5</span>');
    expect(out).not.toContain('href="/offers?page=5"');
    expect(out.match(/shop-pagination__gap/g)).toHaveLength(2);
    expect(out).toContain('rel="prev" href="/offers?page=4"');
    expect(out).toContain('rel="next" href="/offers?page=6"');
  });

  it('renders nothing for a single page and no previous link on the first', () => {
    expect(pageLinksHtml({ label: 'x', page: 1, pages: 1, href: String })).toBe(false);
    expect(String(pageLinksHtml({ label: 'x', page: 1, pages: 3, href: String }))).not.toContain('rel="prev"');
  });
});
