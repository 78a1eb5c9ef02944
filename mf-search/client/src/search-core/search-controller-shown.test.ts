import { createSearchController } from './search-controller';
import { base, flush, items, manualFetch, path, suggestions } from './testing/controller';

describe('search controller: what it shows (spec 4.1, 5, 7.1)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

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
