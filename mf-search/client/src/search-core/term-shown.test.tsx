import { act, render, screen } from '@testing-library/react';
import type { EventBus, SiteConfig } from '@site/shared-contracts/platform';
import { createLayerStack, type OwnedLayerStack } from '@site/platform-kit/layers';
import { SearchWidget } from '../variants/search-widget';
import { onTermShown, showTermEverywhere, TERM_SHOWN_EVENT } from './term-shown';

/** A results page: the header's inline and splash widgets, and its archive-mode form, as the server renders them. */
const PAGE = `<header>
<div class="sss-header-search__inline" data-island="mf-search/search-box" data-island-state="armed"><form><input id="site-search-input" name="s" value="lamp"></form></div>
<div class="sss-header-search__splash" data-island="mf-search/search-box" data-island-state="failed"><details><summary>Search</summary><form><input id="sss-splash-input" name="s" value="lamp"></form></details></div>
</header>
<section class="search-page"><div data-island="mf-search/search-box" data-island-state="mounted"><form><input id="search-page-input" name="s" value="lamp"></form></div></section>`;

const byId = (id: string) => document.getElementById(id) as HTMLInputElement;
const stacks: OwnedLayerStack[] = [];
afterEach(() => stacks.splice(0).forEach((stack) => stack.destroy()));

/** Mount the header's inline widget on its placeholder, as the shell does when the visitor reaches for it. */
function mountInline(domElement: HTMLElement) {
  const fetch = jest.fn(() => new Promise(() => undefined));
  Object.assign(globalThis, { fetch });
  const layers = createLayerStack(window);
  stacks.push(layers);
  const bus = { on: () => () => undefined, emit: () => true } as unknown as EventBus;
  const site = { restBase: '/api/' } as SiteConfig;
  // Into the placeholder, so its no-JS form is replaced as the shell's mount replaces it.
  render(<SearchWidget props={{ variant: 'inline' }} site={site} domElement={domElement} bus={bus} layers={layers} />, {
    container: domElement,
  });
  return { fetch, input: screen.getByRole('combobox', { name: 'Search' }) as HTMLInputElement };
}

describe("the header's search box follows an archive-mode search (issue 30)", () => {
  beforeEach(() => {
    document.body.innerHTML = PAGE;
  });

  it('fills the no-JS inputs of boxes not mounted yet, as the server would, and tells mounted ones', () => {
    const heard: string[] = [];
    const stop = onTermShown(document, (term) => heard.push(term));
    const archive = byId('search-page-input');
    archive.value = '#desk lamp';
    showTermEverywhere(archive, 'desk lamp');
    for (const id of ['site-search-input', 'sss-splash-input']) {
      expect([byId(id).value, byId(id).defaultValue]).toEqual(['desk lamp', 'desk lamp']);
    }
    // The archive form keeps what the visitor typed.
    expect(archive.value).toBe('#desk lamp');
    expect(heard).toEqual(['desk lamp']);
    stop();
    document.dispatchEvent(new CustomEvent(TERM_SHOWN_EVENT, { detail: { term: 'rug' } }));
    expect(heard).toEqual(['desk lamp']);
  });

  it('a widget mounted afterwards starts from the term shown, without searching it', () => {
    showTermEverywhere(byId('search-page-input'), 'desk lamp');
    const placeholder = byId('site-search-input').closest('[data-island]') as HTMLElement;
    const { fetch, input } = mountInline(placeholder);
    expect(input.value).toBe('desk lamp');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a mounted widget shows the new term in its input, closed and not searched', () => {
    const placeholder = byId('site-search-input').closest('[data-island]') as HTMLElement;
    const { fetch, input } = mountInline(placeholder);
    placeholder.dataset.islandState = 'mounted';
    expect(input.value).toBe('lamp');
    act(() => showTermEverywhere(byId('search-page-input'), 'desk lamp'));
    expect(input.value).toBe('desk lamp');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(fetch).not.toHaveBeenCalled();
  });
});
