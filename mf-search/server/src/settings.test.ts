import { searchSettingsSchema } from './settings';

describe('mf-search settings', () => {
  it('defaults to relevance, the panel call off and the response cache on', () => {
    expect(searchSettingsSchema.parse({})).toEqual({
      defaultSort: 'relevance',
      panelEnabled: false,
      cacheEnabled: true,
    });
  });

  it("reads the shop's 'price:desc' notation and the switches", () => {
    expect(
      searchSettingsSchema.parse({
        SEARCH_DEFAULT_SORT: 'price:desc',
        SEARCH_AJAX_PANEL: 'on',
        SEARCH_RESPONSE_CACHE: 'off',
      }),
    ).toEqual({ defaultSort: 'price-desc', panelEnabled: true, cacheEnabled: false });
    expect(searchSettingsSchema.parse({ SEARCH_DEFAULT_SORT: 'price:asc' }).defaultSort).toBe('price');
  });

  it('refuses an unknown sort or switch instead of silently using the default', () => {
    expect(searchSettingsSchema.safeParse({ SEARCH_DEFAULT_SORT: 'cheapest' }).success).toBe(false);
    expect(searchSettingsSchema.safeParse({ SEARCH_AJAX_PANEL: 'yes' }).success).toBe(false);
  });
});
