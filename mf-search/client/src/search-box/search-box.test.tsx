import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { SiteConfig } from '@site/shared-contracts/platform';
import products from '@site/shared-contracts/search/fixtures/item-search-response-products.json';
import posts from '@site/shared-contracts/search/fixtures/item-search-response-posts.json';
import taxonomies from '@site/shared-contracts/search/fixtures/taxonomy-response.json';
import { SearchBox } from './search-box';

const site = { restBase: '/api/', ajaxUrl: '/api/ajax', dateFormat: 'F j, Y', locale: 'en' } as SiteConfig;

function mockFetch(bodies: Record<string, string>) {
  const urls: string[] = [];
  Object.assign(globalThis, {
    fetch: jest.fn((url: string) => {
      urls.push(url);
      const key = Object.keys(bodies).find((k) => url.includes(k));
      return Promise.resolve({
        ok: key !== undefined,
        text: () => Promise.resolve(key ? (bodies[key] as string) : ''),
      });
    }),
  });
  return urls;
}

const flush = () =>
  act(async () => {
    for (let i = 0; i < 20; i++) await Promise.resolve();
  });

function setup(props: Record<string, unknown> = {}, markup = '<form><input id="hdr" name="s" value=""></form>') {
  const domElement = document.createElement('div');
  domElement.innerHTML = markup;
  const view = render(<SearchBox props={{ variant: 'inline', ...props }} site={site} domElement={domElement} />);
  return { input: screen.getByRole('combobox', { name: 'Search' }) as HTMLInputElement, ...view };
}

async function type(input: HTMLInputElement, value: string) {
  fireEvent.change(input, { target: { value } });
  act(() => jest.advanceTimersByTime(300));
  await flush();
}

const panel = () => document.querySelector('.search-box__panel') as HTMLElement;
const all = {
  '/suggestions/': JSON.stringify({ suggestions: [{ tokens: 'Running Shoes' }, { tokens: 'ΤΡΈΞΙΜΟ run' }] }),
  '/taxonomies/': JSON.stringify(taxonomies),
  '/posts/product/': JSON.stringify(products),
  '/posts/post/': JSON.stringify(posts),
};

describe('SearchBox panel', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('keeps the no-JS input id and term, and opens only once results settle', async () => {
    mockFetch(all);
    const { input } = setup(
      {},
      '<form><input id="hdr" name="s" value="run"><input type="hidden" name="post_type" value="product"></form>',
    );
    expect(input.id).toBe('hdr');
    expect(input.value).toBe('run');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await type(input, 'runn');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(panel().hidden).toBe(false);
    expect(panel().dataset.term).toBe('runn');
  });

  it('searches what was typed into the no-JS form before it mounted, but not the server term alone', async () => {
    const urls = mockFetch(all);
    const untouched = setup({}, '<form><input id="hdr" name="s" value="run"></form>');
    act(() => jest.advanceTimersByTime(300));
    await flush();
    expect(urls).toEqual([]);
    untouched.unmount();

    const domElement = document.createElement('div');
    domElement.innerHTML = '<form><input id="hdr" name="s" value="run"></form>';
    (domElement.querySelector('input') as HTMLInputElement).value = 'runn'; // typed while the island loaded
    render(<SearchBox props={{ variant: 'inline' }} site={site} domElement={domElement} />);
    const input = screen.getByRole('combobox', { name: 'Search' }) as HTMLInputElement;
    expect(input.value).toBe('runn');
    act(() => jest.advanceTimersByTime(300));
    await flush();
    expect(urls.some((u) => u.includes('/suggestions/runn'))).toBe(true);
    expect(panel().dataset.term).toBe('runn');
  });

  it('shows suggestions lower-cased, accent-free, with the typed words in bold and the form action link', async () => {
    mockFetch(all);
    const { input } = setup(
      {},
      '<form><input name="s" value=""><input type="hidden" name="post_type" value="product"></form>',
    );
    await type(input, 'RUN τρεξ');
    const group = screen.getByRole('group', { name: 'Suggestions' });
    const links = within(group).getAllByRole('link');
    expect(links.map((l) => l.innerHTML)).toEqual(['<b>run</b>ning shoes', '<b>τρεξ</b>ιμο <b>run</b>']);
    expect(links[0]?.getAttribute('href')).toBe('/search?s=running+shoes&post_type=product');
  });

  it('groups taxonomy terms under their plural name, product categories with the description in brackets', async () => {
    mockFetch(all);
    const { input } = setup();
    await type(input, 'run');
    for (const term of taxonomies) {
      const group = screen.getByRole('group', { name: term.taxonomypluralname });
      const text =
        term.taxitem === 'product_cat' && term.description ? `${term.name} (${term.description})` : term.name;
      expect(within(group).getByRole('link', { name: text }).getAttribute('href')).toBe(term.url);
    }
  });

  it('renders item groups per spec 4.2: grid, see all, sale, prices, rating, image, meta', async () => {
    mockFetch(all);
    const { input } = setup({ labels: { content_types: { product: 'Shop', post: 'Blog' }, see_all: 'All results' } });
    await type(input, 'run');
    const shop = screen.getByRole('group', { name: 'Shop' });
    expect(shop.className).toContain('search-box__items--grid');
    const [first, second, third] = within(shop).getAllByRole('listitem');
    expect(first?.querySelector('.search-box__sale')?.textContent).toBe('Sale!');
    expect(first?.querySelector('.search-box__price')?.innerHTML).toBe('<del>$99.90</del> <ins>$79.90</ins>');
    expect(first?.querySelector('.search-box__rating')?.textContent).toBe('★ 4.5');
    expect(first?.querySelector('.search-box__meta')?.textContent).toBe('Running, Shoes');
    expect(first?.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(second?.querySelector('.search-box__price')?.textContent).toBe('$8.00 - $12.50');
    expect(second?.querySelector('.search-box__rating')).toBeNull();
    expect(second?.querySelector('.search-box__sale')).toBeNull();
    expect(third?.querySelector('.search-box__price')?.innerHTML).toBe('<span class="amount">$1,249.00</span>');
    const seeAll = within(shop).getByRole('link', { name: 'All results' });
    expect(seeAll.getAttribute('href')).toBe(products.search_link);
    expect(shop.lastElementChild).toBe(seeAll);
    const blog = screen.getByRole('group', { name: 'Blog' });
    expect(within(blog).getAllByRole('listitem').length).toBeLessThanOrEqual(posts.settings.numitems);
  });

  it('puts item groups in the configured order and announces the counts once', async () => {
    mockFetch(all);
    const { input } = setup();
    await type(input, 'run');
    const names = screen
      .getAllByRole('group')
      .map(
        (g) =>
          g.getAttribute('aria-labelledby') &&
          document.getElementById(g.getAttribute('aria-labelledby') ?? '')?.textContent,
      );
    expect(names.slice(-2)).toEqual(['Products', 'Posts']);
    const status = screen.getByRole('status');
    expect(status.textContent).toMatch(/^2 suggestions, \d+ categories, \d+ results$/);
    fireEvent.change(input, { target: { value: 'runx' } });
    expect(status.textContent).toMatch(/^2 suggestions/);
  });

  it('moves focus with the arrow keys, focuses on hover, and Escape hides and returns to the input', async () => {
    mockFetch(all);
    const { input } = setup();
    await type(input, 'run');
    const links = [...panel().querySelectorAll('a')];
    act(() => input.focus());
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(links[0]);
    fireEvent.keyDown(links[0] as Element, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(links[1]);
    fireEvent.keyDown(links[1] as Element, { key: 'ArrowUp' });
    fireEvent.keyDown(links[0] as Element, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(input);
    fireEvent.mouseOver(links[3] as Element);
    expect(document.activeElement).toBe(links[3]);
    const escape = fireEvent.keyDown(links[3] as Element, { key: 'Escape' });
    expect(escape).toBe(false);
    expect(panel().hidden).toBe(true);
    expect(document.activeElement).toBe(input);
    fireEvent.focus(input);
    expect(panel().hidden).toBe(false);
  });

  it('hides on a click outside, and the clear button empties the input and the lists', async () => {
    mockFetch(all);
    const { input } = setup();
    await type(input, 'run');
    fireEvent.pointerDown(panel());
    expect(panel().hidden).toBe(false);
    fireEvent.pointerDown(document.body);
    expect(panel().hidden).toBe(true);
    fireEvent.click(input);
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(input.value).toBe('');
    expect(panel().hidden).toBe(true);
    expect(panel().querySelectorAll('a')).toHaveLength(0);
    expect(document.activeElement).toBe(input);
  });

  it('with hideonscroll, hides once the page scrolled 100 px past the panel top', async () => {
    mockFetch(all);
    const { input } = setup({ hideonscroll: true });
    await type(input, 'run');
    const top = jest.spyOn(panel(), 'getBoundingClientRect');
    top.mockReturnValue({ top: -100 } as DOMRect);
    fireEvent.scroll(window);
    expect(panel().hidden).toBe(false);
    top.mockReturnValue({ top: -101 } as DOMRect);
    fireEvent.scroll(window);
    expect(panel().hidden).toBe(true);
  });

  it('submits natively to the action with the hidden inputs', () => {
    mockFetch(all);
    setup({}, '<form><input name="s" value=""><input type="hidden" name="exclude_product_cat" value="4,5"></form>');
    const form = screen.getByRole('search') as HTMLFormElement;
    expect(form.getAttribute('action')).toBe('/search');
    expect(form.getAttribute('method')).toBe('get');
    expect((form.elements.namedItem('exclude_product_cat') as HTMLInputElement).value).toBe('4,5');
  });

  it('never injects server markup: scripts, handlers and javascript: links are dropped', async () => {
    const evil = {
      ...products,
      results: [
        {
          permalink: '/p/x',
          title: '<img src=x onerror=alert(1)>',
          price_html: '<span onclick="x()">$1</span><script>alert(1)</script><a href="javascript:alert(1)">y</a>',
          image_url: '<img src="javascript:alert(1)" onerror="x()">',
        },
      ],
    };
    mockFetch({ '/posts/product/': JSON.stringify(evil) });
    const { input } = setup({ ajax_post_types: ['product'] });
    await type(input, 'evil');
    const item = panel().querySelector('.search-box__item') as HTMLElement;
    expect(item.querySelector('.search-box__title')?.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(item.querySelector('script, [onclick], [onerror], a a, [src^="javascript"]')).toBeNull();
    expect(item.querySelector('.search-box__price')?.textContent).toBe('$1y');
  });
});
