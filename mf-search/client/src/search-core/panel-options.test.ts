import { controllerOptions, parsePanelOptions, readFormMarkup } from './panel-options';

describe('panel options', () => {
  it('gives the header its full configuration from {variant}', () => {
    const o = parsePanelOptions({ variant: 'inline' });
    expect(o).toMatchObject({
      keyboard_delay: 300,
      ajax_post_types: ['product', 'post'],
      action: '/search',
      suggestions_enabled: true,
      taxonomy_enabled: true,
      widget_panel_enabled: false,
      submit_simultaneously: true,
      force_results_order: true,
      hideonscroll: false,
      exclusions: [],
      post_types: [],
    });
    expect(o.labels.see_all).toBe('See all');
  });
  it('drops only the invalid fields', () => {
    const o = parsePanelOptions({ keyboard_delay: -5, hideonscroll: true, ajax_post_types: ['../x'] });
    expect(o.keyboard_delay).toBe(300);
    expect(o.hideonscroll).toBe(true);
    expect(o.ajax_post_types).toEqual(['product', 'post']);
    expect(parsePanelOptions(null).variant).toBe('inline');
  });
  it('reads hidden post_type and exclude_* inputs and the input data attributes', () => {
    const root = document.createElement('div');
    root.innerHTML = `<input name="s" data-post-types="offer,product" data-suggestions="0">
      <input type="hidden" name="post_type" value="product"><input type="hidden" name="exclude_product_cat" value="3,4">
      <input type="hidden" name="exclude_bad" value="x">`;
    const o = parsePanelOptions(readFormMarkup(root));
    expect(o).toMatchObject({
      ajax_post_types: ['offer', 'product'],
      suggestions_possible: false,
      post_types: ['product'],
      exclusions: [{ name: 'exclude_product_cat', value: '3,4' }],
    });
    const c = controllerOptions(o, { restBase: '/api/', ajaxUrl: '/a' });
    expect(c).toMatchObject({ suggestions: false, taxonomies: false, postTypes: ['offer', 'product'] });
  });
});
