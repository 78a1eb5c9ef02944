import { searchSettingsSchema } from './settings';

describe('mf-search settings', () => {
  it('defaults to relevance, the panel call off, the response cache on and the load guard on', () => {
    expect(searchSettingsSchema.parse({})).toEqual({
      defaultSort: 'relevance',
      panelEnabled: false,
      cacheEnabled: true,
      requestsPer10s: 100,
      maxConcurrent: 16,
      shedLagMs: 100,
      suggestDeny: [],
    });
  });

  it('reads the suggestion deny-list as comma-separated words', () => {
    expect(searchSettingsSchema.parse({ SEARCH_SUGGEST_DENY: ' acme , , rival brand ' }).suggestDeny).toEqual([
      'acme',
      'rival brand',
    ]);
  });

  it('reads the load guard, off included, and refuses nonsense', () => {
    expect(
      searchSettingsSchema.parse({
        SEARCH_REQUESTS_PER_10S: 'off',
        SEARCH_MAX_CONCURRENT: '2',
        SEARCH_SHED_LAG_MS: 'off',
      }),
    ).toMatchObject({ requestsPer10s: null, maxConcurrent: 2, shedLagMs: null });
    for (const env of [
      { SEARCH_REQUESTS_PER_10S: '0' },
      { SEARCH_MAX_CONCURRENT: 'many' },
      { SEARCH_SHED_LAG_MS: '-5' },
    ]) {
      expect(searchSettingsSchema.safeParse(env).success).toBe(false);
    }
  });

  it("reads the shop's 'price:desc' notation and the switches", () => {
    expect(
      searchSettingsSchema.parse({
        SEARCH_DEFAULT_SORT: 'price:desc',
        SEARCH_AJAX_PANEL: 'on',
        SEARCH_RESPONSE_CACHE: 'off',
      }),
    ).toMatchObject({ defaultSort: 'price-desc', panelEnabled: true, cacheEnabled: false });
    expect(searchSettingsSchema.parse({ SEARCH_DEFAULT_SORT: 'price:asc' }).defaultSort).toBe('price');
  });

  it('refuses an unknown sort or switch instead of silently using the default', () => {
    expect(searchSettingsSchema.safeParse({ SEARCH_DEFAULT_SORT: 'cheapest' }).success).toBe(false);
    expect(searchSettingsSchema.safeParse({ SEARCH_AJAX_PANEL: 'yes' }).success).toBe(false);
  });
});
