import { createArchiveMode, type ArchiveDeps } from './archive-controller';
import { swapRegions, findRegions } from './region-swap';

/** A results page as the server renders it (the regions archive mode swaps). */
const resultsPage = (term: string, count: number) => `<title>Search results for “${term}”</title>
<section class="search-page"><h1>Search results for “${term}”</h1>
<div class="search-page__search" data-island="mf-search/search-box"><form role="search" class="search-page__form">
<input id="search-page-input" type="search" name="s" value="${term}"></form></div>
<div class="search-page__layout"><div class="search-page__main">
<p class="search-result-count" role="status">${count} results</p>
<form class="search-ordering"><input type="hidden" name="s" value="${term}"><select name="orderby">
<option value="relevance" selected>Relevance</option><option value="price-desc">High</option></select></form>
<ul class="search-results">${Array.from({ length: count }, (_, i) => `<li class="search-result">${term} ${i}</li>`).join('')}</ul>
<nav class="search-pagination"><a href="/search?s=${term}&paged=2">2</a></nav>
</div><aside class="search-sidebar">${term} sidebar</aside></div></section>`;

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

function mountPage(term = 'lamp') {
  document.documentElement.innerHTML = `<head></head><body>${resultsPage(term, 2)}</body>`;
  return document.getElementById('search-page-input') as HTMLInputElement;
}

type Pending = { url: string; signal: AbortSignal; resolve: (html: string) => void };

function fakeDeps(search = '?s=lamp') {
  const pending: Pending[] = [];
  const location = { search };
  const deps: ArchiveDeps = {
    fetchPage: (url, signal) => new Promise((resolve) => pending.push({ url, signal, resolve })),
    parse,
    location,
    history: {
      replaceState: jest.fn(
        (_s: unknown, _t: string, url?: string | URL | null) => (location.search = String(url).slice(7)),
      ),
    },
  };
  return { deps, pending, location };
}

const type = (input: HTMLInputElement, value: string) => {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
};
const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};
const options = {
  keyboard_delay: 300,
  action: '/search',
  default_sort: { orderby: 'relevance', order: 'desc' as const },
};

describe('archive mode', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('refreshes text typed before it arrived (it mounts on interaction), but not the server term alone', async () => {
    const input = mountPage();
    const untouched = fakeDeps();
    createArchiveMode(input, options, untouched.deps).dispose();
    jest.advanceTimersByTime(300);
    expect(untouched.pending).toEqual([]);

    input.value = 'lamps'; // typed while archive mode loaded
    const { deps, pending } = fakeDeps();
    createArchiveMode(input, options, deps);
    jest.advanceTimersByTime(300);
    expect(pending.map((p) => p.url)).toEqual(['/search?s=lamps']);
  });

  it('refreshes list, count, sort form, pagination and sidebar in place after the typing delay and updates the address', async () => {
    const input = mountPage();
    input.focus();
    const { deps, pending } = fakeDeps();
    createArchiveMode(input, options, deps);
    const countNode = document.querySelector('.search-result-count');

    type(input, '#desk lamp');
    jest.advanceTimersByTime(299);
    expect(pending).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(pending.map((p) => p.url)).toEqual(['/search?s=desk+lamp']);
    pending[0]?.resolve(resultsPage('desk lamp', 3));
    await settle();

    expect(document.querySelectorAll('.search-result')).toHaveLength(3);
    expect(document.querySelector('h1')?.textContent).toBe('Search results for “desk lamp”');
    expect(document.querySelector('.search-sidebar')?.textContent).toBe('desk lamp sidebar');
    expect(document.querySelector('.search-ordering input[name="s"]')?.getAttribute('value')).toBe('desk lamp');
    // The status element stays the same node, so screen readers hear the new count.
    expect(document.querySelector('.search-result-count')).toBe(countNode);
    expect(countNode?.textContent).toBe('3 results');
    expect(document.title).toBe('Search results for “desk lamp”');
    expect(deps.history.replaceState).toHaveBeenCalledWith(null, '', '/search?s=desk+lamp');
    // The visitor's input is untouched and keeps focus.
    expect(document.activeElement).toBe(input);
    expect(input.value).toBe('#desk lamp');
    expect(document.querySelectorAll('#search-page-input')).toHaveLength(1);
  });

  it("shows the new term in the header's search box once the page shows it (issue 30)", async () => {
    const input = mountPage();
    document.body.insertAdjacentHTML(
      'afterbegin',
      '<header><div data-island="mf-search/search-box"><form><input id="site-search-input" name="s" value="lamp"></form></div></header>',
    );
    const header = document.getElementById('site-search-input') as HTMLInputElement;
    const { deps, pending } = fakeDeps();
    createArchiveMode(input, options, deps);
    type(input, '#desk lamp');
    jest.advanceTimersByTime(300);
    expect(header.value).toBe('lamp');
    pending[0]?.resolve(resultsPage('desk lamp', 3));
    await settle();
    expect(header.value).toBe('desk lamp');
    expect(input.value).toBe('#desk lamp');
  });

  it('aborts the pending fetch on a new keystroke and never paints an older response', async () => {
    const input = mountPage();
    const { deps, pending } = fakeDeps();
    createArchiveMode(input, options, deps);

    type(input, 'mug');
    jest.advanceTimersByTime(300);
    type(input, 'mugs');
    expect(pending[0]?.signal.aborted).toBe(true);
    jest.advanceTimersByTime(300);
    pending[1]?.resolve(resultsPage('mugs', 4));
    await settle();
    pending[0]?.resolve(resultsPage('mug', 1)); // the stale answer arrives last
    await settle();
    expect(document.querySelectorAll('.search-result')).toHaveLength(4);
    expect(deps.history.replaceState).toHaveBeenCalledTimes(1);
  });

  it('does not search an empty term or the term already shown', () => {
    const input = mountPage('lamp');
    const { deps, pending } = fakeDeps();
    createArchiveMode(input, options, deps);
    type(input, '#');
    type(input, ' lamp ');
    jest.advanceTimersByTime(1000);
    expect(pending).toHaveLength(0);
  });

  it("marks the default sort 'price-desc' 100 ms after start and after each refresh", async () => {
    const input = mountPage();
    const { deps, pending } = fakeDeps('?s=lamp');
    const select = () => document.querySelector('select[name="orderby"]') as HTMLSelectElement;
    const mode = createArchiveMode(input, { ...options, default_sort: { orderby: 'price', order: 'desc' } }, deps);
    jest.advanceTimersByTime(99);
    expect(select().value).toBe('relevance');
    jest.advanceTimersByTime(1);
    expect(select().value).toBe('price-desc');

    type(input, 'rug');
    jest.advanceTimersByTime(300);
    pending[0]?.resolve(resultsPage('rug', 1));
    await settle();
    expect(select().value).toBe('relevance');
    jest.advanceTimersByTime(100);
    expect(select().value).toBe('price-desc');
    mode.dispose();
  });

  it('keeps the page as it is when the answer has no results page in it', () => {
    const input = mountPage();
    const regions = findRegions(input);
    expect(regions && swapRegions(regions, parse('<p>oops</p>'))).toBe(false);
    expect(document.querySelectorAll('.search-result')).toHaveLength(2);
  });
});
