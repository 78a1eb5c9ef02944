import { act, fireEvent, render, screen } from '@testing-library/react';
import type { SiteConfig } from '@site/shared-contracts';
import { SearchBox } from './search-box';

const site = { restBase: '/api/' } as SiteConfig;

type Call = { url: string; signal: AbortSignal };

function mockFetch(bodies: Record<string, string>) {
  const calls: Call[] = [];
  const fetchMock = jest.fn((url: string, init: RequestInit) => {
    calls.push({ url, signal: init.signal as AbortSignal });
    const key = Object.keys(bodies).find((k) => url.includes(k));
    return Promise.resolve({ ok: true, text: () => Promise.resolve(key ? (bodies[key] as string) : '{}') });
  });
  Object.assign(globalThis, { fetch: fetchMock });
  return calls;
}

const settings = {
  post_type: 'product', seeall: 'bottom', display_template: 'list', numitems: 5, saleflash: 'show', rating: 'show', price: 'show',
  excerpt: 'hide', image: 'show', date: 'hide', price_decimal_sep: ',', price_thousand_sep: '.', currency_pos: 'right_space', currency_symbol: '€',
};

function setup() {
  const domElement = document.createElement('div');
  domElement.innerHTML = '<form><input name="s" value=""></form>';
  render(<SearchBox props={{ variant: 'inline' }} site={site} domElement={domElement} />);
  return screen.getByRole('searchbox') as HTMLInputElement;
}

// Lets the mocked fetches, their .text() and the state updates after them settle.
const flush = () =>
  act(async () => {
    for (let i = 0; i < 20; i++) await Promise.resolve();
  });

describe('SearchBox', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows suggestions with the typed words in bold after the typing delay', async () => {
    const calls = mockFetch({
      '/suggestions/': JSON.stringify({ suggestions: [{ tokens: 'Laptop Stand' }, { tokens: 'laptop' }] }),
      '/posts/product/': JSON.stringify({ results: [{ permalink: '/p/1', title: 'Laptop Pro' }], settings, search_link: '/search?s=lap&post_type=product' }),
    });
    const input = setup();
    fireEvent.change(input, { target: { value: 'lap' } });
    act(() => jest.advanceTimersByTime(299));
    expect(calls).toHaveLength(0);
    act(() => jest.advanceTimersByTime(1));
    expect(calls.map((c) => c.url)).toEqual(['/api/sss/v1/suggestions/lap', '/api/sss/v1/posts/product/lap', '/api/sss/v1/posts/post/lap']);
    await flush();
    const first = document.querySelector('.search-box__suggestions a') as HTMLAnchorElement;
    expect(first.innerHTML).toBe('<b>lap</b>top stand');
    expect(first.getAttribute('href')).toBe('/search?s=laptop+stand');
    expect(screen.getByRole('link', { name: 'Laptop Pro' }).getAttribute('href')).toBe('/p/1');
    expect(screen.getByText('2 suggestions, 1 results')).toBeTruthy();

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'Escape' });
    expect(document.querySelector('.search-box__panel')?.hasAttribute('hidden')).toBe(true);
  });

  it('aborts the previous request on a keystroke and never repeats the same term', async () => {
    const calls = mockFetch({ '/suggestions/': '{"suggestions":[]}' });
    const input = setup();
    fireEvent.change(input, { target: { value: 'la' } });
    act(() => jest.advanceTimersByTime(300));
    expect(calls).toHaveLength(1);
    fireEvent.change(input, { target: { value: 'lap' } });
    expect(calls[0]?.signal.aborted).toBe(true);
    act(() => jest.advanceTimersByTime(300));
    await flush();
    expect(calls.map((c) => c.url)).toContain('/api/sss/v1/suggestions/lap');
    const before = calls.length;
    fireEvent.change(input, { target: { value: 'lap ' } });
    act(() => jest.advanceTimersByTime(300));
    expect(calls).toHaveLength(before);
  });

  it('logs invalid JSON and shows nothing', async () => {
    mockFetch({ '/suggestions/': '<html>oops' });
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const input = setup();
    fireEvent.change(input, { target: { value: 'x' } });
    act(() => jest.advanceTimersByTime(300));
    await flush();
    expect(error).toHaveBeenCalledWith('Error parsing JSON');
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    error.mockRestore();
  });
});
