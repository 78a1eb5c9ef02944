import { createSearchController } from './search-controller';
import { base, flush, items, manualFetch, path, suggestions } from './testing/controller';

describe('search controller: when and what it requests (spec 4.1, 5, 7.1)', () => {
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
});
