import type { ControllerOptions } from './controller-options';
import { createSearchController } from './search-controller';

type Call = { url: string; signal: AbortSignal; respond: (body: string, status?: number) => void; fail: () => void };

/** fetch whose answers the test releases by hand, in any order. */
function manualFetch() {
  const calls: Call[] = [];
  const fetchMock = jest.fn((url: string, init: RequestInit) => {
    const signal = init.signal as AbortSignal;
    return new Promise((resolve, reject) => {
      signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      calls.push({
        url,
        signal,
        respond: (body, status = 200) => resolve({ ok: status < 400, status, text: () => Promise.resolve(body) }),
        fail: () => reject(new TypeError('network down')),
      });
    });
  });
  Object.assign(globalThis, { fetch: fetchMock });
  return calls;
}

const settings = (post_type: string) => ({
  post_type,
  seeall: 'bottom',
  display_template: 'list',
  numitems: 5,
  saleflash: 'show',
  rating: 'show',
  price: 'show',
  excerpt: 'hide',
  image: 'show',
  date: 'hide',
  price_decimal_sep: '.',
  price_thousand_sep: ',',
  currency_pos: 'left',
  currency_symbol: '$',
});
const items = (type: string, title: string) =>
  JSON.stringify({
    results: [{ permalink: `/${type}/${title}`, title }],
    settings: settings(type),
    search_link: '/search',
  });
const suggestions = (...tokens: string[]) => JSON.stringify({ suggestions: tokens.map((t) => ({ tokens: t })) });

const base: ControllerOptions = {
  restBase: '/api/',
  ajaxUrl: '/api/ajax',
  delay: 300,
  postTypes: ['product', 'post'],
  slashReplacement: '-',
  exclusions: [],
  suggestions: true,
  taxonomies: true,
  widgetPanel: false,
  simultaneous: true,
  forceOrder: true,
};

/** Lets resolved fetches, their text() and the commits after them run. */
const flush = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};
const path = (c: Call) => c.url.replace('/api/sss/v1/', '');

describe('search controller (spec 4.1, 5, 7.1)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits keyboard_delay after the last keystroke, then sends one request per endpoint', () => {
    const calls = manualFetch();
    const c = createSearchController(base);
    c.input('l');
    jest.advanceTimersByTime(200);
    c.input('la');
    jest.advanceTimersByTime(200);
    c.input('lap');
    jest.advanceTimersByTime(299);
    expect(calls).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(calls.map(path)).toEqual(['suggestions/lap', 'taxonomies/lap', 'posts/product/lap', 'posts/post/lap']);
  });

  it('sends item searches only from 3 characters; suggestions and taxonomies from 1', () => {
    const calls = manualFetch();
    const c = createSearchController({ ...base, delay: 0 });
    c.input('ab');
    expect(calls.map(path)).toEqual(['suggestions/ab', 'taxonomies/ab']);
    c.input('αβγ');
    expect(calls.slice(2).map(path)).toEqual(
      ['suggestions/αβγ', 'taxonomies/αβγ', 'posts/product/αβγ', 'posts/post/αβγ'].map((p) =>
        p.replace('αβγ', encodeURIComponent('αβγ')),
      ),
    );
  });

  it('honours the suggestion and taxonomy preconditions', () => {
    const calls = manualFetch();
    createSearchController({ ...base, delay: 0, suggestions: false, taxonomies: false }).input('shoe');
    expect(calls.map(path)).toEqual(['posts/product/shoe', 'posts/post/shoe']);
  });

  it("replaces '/' in the path and appends exclusions as name/value segments", () => {
    const calls = manualFetch();
    const c = createSearchController({
      ...base,
      delay: 0,
      suggestions: false,
      taxonomies: false,
      postTypes: ['product'],
      exclusions: [{ name: 'exclude_product_cat', value: '12,13' }],
    });
    c.input('1/2 off');
    expect(calls.map(path)).toEqual(['posts/product/1-2%20off/exclude_product_cat/12,13']);
  });

  it('aborts every in-flight request on a new keystroke and never paints the older term', async () => {
    const calls = manualFetch();
    const c = createSearchController({ ...base, delay: 0 });
    c.input('lap');
    const first = calls.slice();
    c.input('lapt');
    expect(first.every((call) => call.signal.aborted)).toBe(true);
    for (const call of first) call.respond(call.url.includes('suggestions') ? suggestions('lap old') : '[]');
    await flush();
    expect(c.store.getState().suggestions).toEqual([]);
    for (const call of calls.slice(4))
      call.respond(
        call.url.includes('suggestions')
          ? suggestions('laptop')
          : call.url.includes('posts/')
            ? items(call.url.includes('product') ? 'product' : 'post', 'Laptop')
            : '[]',
      );
    await flush();
    expect(c.store.getState()).toMatchObject({ term: 'lapt', suggestions: ['laptop'], open: true, searching: false });
  });

  it('does not search the same term again, even with extra spaces, but does after a clear', async () => {
    const calls = manualFetch();
    const c = createSearchController({ ...base, delay: 0, taxonomies: false, postTypes: [] });
    c.input('lap');
    calls[0]?.respond(suggestions('laptop'));
    await flush();
    c.input('lap ');
    c.input(' lap');
    expect(calls).toHaveLength(1);
    c.input('');
    c.input('lap');
    expect(calls).toHaveLength(2);
  });

  it('keeps a running search when a keystroke leaves the term unchanged', () => {
    const calls = manualFetch();
    const c = createSearchController({ ...base, delay: 0, taxonomies: false, postTypes: [] });
    c.input('lap');
    c.input('lap ');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.signal.aborted).toBe(false);
  });

  it('searches the same term again when its first search was aborted', () => {
    const calls = manualFetch();
    const c = createSearchController({ ...base, taxonomies: false, postTypes: [] });
    c.input('lap');
    jest.advanceTimersByTime(300);
    c.input('lapx');
    c.input('lap');
    jest.advanceTimersByTime(300);
    expect(calls.map(path)).toEqual(['suggestions/lap', 'suggestions/lap']);
    expect(calls[1]?.signal.aborted).toBe(false);
  });

  it("stays 'searching' until every request has ended", async () => {
    const calls = manualFetch();
    const c = createSearchController({ ...base, delay: 0 });
    c.input('shoe');
    expect(c.store.getState().searching).toBe(true);
    calls[0]?.respond(suggestions('shoes'));
    calls[1]?.respond('[]');
    calls[2]?.respond(items('product', 'Shoe'));
    await flush();
    expect(c.store.getState().searching).toBe(true);
    expect(c.store.getState().open).toBe(false);
    calls[3]?.fail();
    await flush();
    expect(c.store.getState()).toMatchObject({ searching: false, open: true, settled: 1 });
    expect(c.store.getState().groups.map((g) => g.settings.post_type)).toEqual(['product']);
  });

  it('with submit_simultaneously off, sends the other requests after the suggestions', async () => {
    const calls = manualFetch();
    const c = createSearchController({ ...base, delay: 0, simultaneous: false });
    c.input('shoe');
    expect(calls.map(path)).toEqual(['suggestions/shoe']);
    calls[0]?.respond(suggestions('shoes'));
    await flush();
    expect(calls.map(path)).toEqual(['suggestions/shoe', 'taxonomies/shoe', 'posts/product/shoe', 'posts/post/shoe']);
  });

  it('orders item groups by the configured list with force_results_order, by arrival without', async () => {
    for (const forceOrder of [true, false]) {
      const calls = manualFetch();
      const c = createSearchController({ ...base, delay: 0, suggestions: false, taxonomies: false, forceOrder });
      c.input('shoe');
      calls[1]?.respond(items('post', 'Shoe guide'));
      await flush();
      calls[0]?.respond(items('product', 'Shoe'));
      await flush();
      expect(c.store.getState().groups.map((g) => g.settings.post_type)).toEqual(
        forceOrder ? ['product', 'post'] : ['post', 'product'],
      );
    }
  });

  it("logs invalid JSON as 'Error parsing JSON' and shows nothing; other errors show nothing", async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const calls = manualFetch();
    const c = createSearchController({ ...base, delay: 0 });
    c.input('shoe');
    calls[0]?.respond('<html>oops');
    calls[1]?.respond('{"error":{"code":"X","message":"bad"}}', 500);
    calls[2]?.respond('{"results":"wrong shape"}');
    calls[3]?.fail();
    await flush();
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.[0]).toBe('Error parsing JSON');
    expect(c.store.getState()).toMatchObject({
      open: false,
      searching: false,
      suggestions: [],
      groups: [],
      taxonomies: [],
    });
    error.mockRestore();
  });

  it('searches pasted text 100 ms after the paste, without waiting for keyboard_delay', () => {
    const calls = manualFetch();
    const c = createSearchController({ ...base, delay: 1000, taxonomies: false, postTypes: [] });
    let value = '';
    c.paste(() => value);
    value = 'pasted words';
    c.input(value);
    jest.advanceTimersByTime(99);
    expect(calls).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(calls.map(path)).toEqual(['suggestions/pasted%20words']);
    jest.advanceTimersByTime(1000);
    expect(calls).toHaveLength(1);
  });

  it('an empty input aborts, resets the last term and hides everything', async () => {
    const calls = manualFetch();
    const c = createSearchController({ ...base, delay: 0, taxonomies: false, postTypes: [] });
    c.input('lap');
    calls[0]?.respond(suggestions('laptop'));
    await flush();
    expect(c.store.getState().open).toBe(true);
    c.input('lapt');
    c.clear();
    expect(calls[1]?.signal.aborted).toBe(true);
    expect(c.store.getState()).toMatchObject({ input: '', term: '', suggestions: [], open: false, searching: false });
  });

  it('show and hide follow content: focusing shows the panel only when it has something', async () => {
    const calls = manualFetch();
    const c = createSearchController({ ...base, delay: 0, taxonomies: false, postTypes: [] });
    c.show();
    expect(c.store.getState().open).toBe(false);
    c.input('lap');
    calls[0]?.respond(suggestions('laptop'));
    await flush();
    c.hide();
    expect(c.store.getState().open).toBe(false);
    c.show();
    expect(c.store.getState().open).toBe(true);
  });

  it('does not pop the panel open for answers that arrive after the visitor dismissed it', async () => {
    const calls = manualFetch();
    const c = createSearchController({ ...base, delay: 0, taxonomies: false, postTypes: [] });
    c.input('lap');
    c.hide();
    calls[0]?.respond(suggestions('laptop'));
    await flush();
    expect(c.store.getState()).toMatchObject({ suggestions: ['laptop'], open: false, searching: false });
    c.show();
    expect(c.store.getState().open).toBe(true);
  });

  it('sends the panel markup call only when widget_panel_enabled is on, and shows its markup', async () => {
    const calls = manualFetch();
    const c = createSearchController({
      ...base,
      delay: 0,
      suggestions: false,
      taxonomies: false,
      postTypes: [],
      widgetPanel: true,
    });
    c.input('a b');
    expect(calls.map((call) => call.url)).toEqual(['/api/ajax?action=get_sss_ajax_panel&searchstring=a+b']);
    calls[0]?.respond('<p>Deals</p>');
    await flush();
    expect(c.store.getState()).toMatchObject({ widgetHtml: '<p>Deals</p>', open: true });
  });

  it('never shows an older term under random response delays (200 rounds)', async () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const calls = manualFetch();
    const c = createSearchController({ ...base, delay: 0, taxonomies: false, postTypes: ['product'] });
    const shown: string[] = [];
    c.store.subscribe((s) => shown.push(...s.suggestions));
    const words = ['sho', 'shoe', 'shoes', 'shoes r', 'shoes re', 'shoes red'];
    for (let round = 0; round < 200; round++) {
      const start = calls.length;
      const typed = words.slice(0, 2 + Math.floor(random() * 4));
      for (const w of typed) c.input(`${w}${round}`);
      const pending = calls.slice(start).sort(() => random() - 0.5);
      for (const call of pending) {
        const term = decodeURIComponent(call.url.split('/').pop() ?? '');
        call.respond(call.url.includes('suggestions') ? suggestions(term) : items('product', term));
        await flush();
      }
      const last = `${typed[typed.length - 1]}${round}`;
      expect(c.store.getState()).toMatchObject({ term: last, suggestions: [last], searching: false });
      expect(c.store.getState().groups[0]?.results[0]?.title).toBe(last);
      c.input('');
    }
    // Every suggestion ever committed was the final term of its round.
    expect(shown.every((s) => /^(shoe|sho|shoes|shoes r|shoes re|shoes red)\d+$/.test(s))).toBe(true);
    expect(new Set(shown).size).toBe(200);
  });
});
