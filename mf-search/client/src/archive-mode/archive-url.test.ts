import { archiveTerm, archiveUrl, defaultSortKey, markDefaultSort } from './archive-url';

describe('archive mode addresses', () => {
  it('drops a leading # and surrounding spaces from the term', () => {
    expect(archiveTerm('  #laptop stand ')).toBe('laptop stand');
    expect(archiveTerm('c#')).toBe('c#');
    expect(archiveTerm('#')).toBe('');
  });

  it('builds the results page address with spaces as +, post_type repeated, sssid and sort kept, paging dropped', () => {
    const current = new URLSearchParams(
      's=old&post_type=product&post_type=post&sssid=w1&orderby=price&view=grid&paged=4',
    );
    expect(archiveUrl('/search', 'red mug & co', current)).toBe(
      '/search?s=red+mug+%26+co&post_type=product&post_type=post&sssid=w1&orderby=price&view=grid',
    );
    expect(archiveUrl('/search', 'lamp', new URLSearchParams())).toBe('/search?s=lamp');
  });

  it('names the default sort as the drop-down does', () => {
    expect(defaultSortKey({ orderby: 'price', order: 'desc' })).toBe('price-desc');
    expect(defaultSortKey({ orderby: 'price', order: 'asc' })).toBe('price');
    expect(defaultSortKey({ orderby: 'date', order: 'desc' })).toBe('date');
  });
});

describe('markDefaultSort', () => {
  const page = () => {
    const root = document.createElement('div');
    root.innerHTML = `<select name="orderby"><option value="relevance" selected>Relevance</option>
      <option value="price">Low</option><option value="price-desc">High</option></select>`;
    return root;
  };
  const value = (root: HTMLElement) => (root.querySelector('select') as HTMLSelectElement).value;

  it("marks 'price-desc' when the page has s and no orderby", () => {
    const root = page();
    expect(markDefaultSort(root, new URLSearchParams('s=mug'), { orderby: 'price', order: 'desc' })).toBe(true);
    expect(value(root)).toBe('price-desc');
  });

  it('leaves the drop-down alone with an orderby, without s, for relevance, or for an unknown sort', () => {
    const cases: [string, { orderby: string; order: 'asc' | 'desc' }][] = [
      ['s=mug&orderby=price', { orderby: 'price', order: 'desc' }],
      ['', { orderby: 'price', order: 'desc' }],
      ['s=mug', { orderby: 'relevance', order: 'desc' }],
      ['s=mug', { orderby: 'popularity', order: 'desc' }],
    ];
    for (const [query, sort] of cases) {
      const root = page();
      expect(markDefaultSort(root, new URLSearchParams(query), sort)).toBe(false);
      expect(value(root)).toBe('relevance');
    }
  });
});
