import { createLayerStack, type OwnedLayerStack } from '@site/platform-kit/layers';
import type { PagePopup } from '@site/shared-contracts/popups';
import type { Engine } from './engine';
import { href, popup, startTestEngine } from './test-engine';
import { openOtherLayer, pressEscape } from './test-layers';

/** Issue 30: the builder popups and the lightbox in the page's one layer stack. */
let engine: Engine | undefined;
let layers: OwnedLayerStack;

const CONTENT = `<h2>Deal</h2><p><a id="image" href="/img/deal.webp">The deal</a></p>
<p><a id="menu-link" href="${href('off_canvas:open')}">Menu</a> <a id="menu-close" href="${href('off_canvas:close')}">x</a></p>`;

const start = (popups: PagePopup[]) => (engine = startTestEngine(layers, popups, CONTENT));
const byId = (id: string) => document.getElementById(id) as HTMLElement;
const inPopup = (id: string) => document.querySelector(`#popups-builder-modal-a #${id}`) as HTMLElement;
const openIds = () => engine?.openIds();

beforeEach(() => {
  jest.useFakeTimers();
  document.body.innerHTML = '<button id="opener" class="open-me">open</button><input id="email">';
  window.history.replaceState(null, '', '/');
  layers = createLayerStack(window);
});
afterEach(() => {
  engine?.stop();
  engine = undefined;
  layers.destroy();
  jest.useRealTimers();
});

describe('builder popups in the layer stack: Escape and the lightbox', () => {
  it('Escape over the lightbox opened from a popup closes the lightbox only, focus back on its link', () => {
    start([popup('a')]);
    engine?.open('a');
    const image = inPopup('image');
    image.focus();
    image.click();
    expect(layers.layers()).toEqual(['popups:builder-a', 'popups:lightbox']);
    pressEscape();
    expect(document.querySelector('.popups-lightbox')).toBeNull();
    expect(openIds()).toEqual(['a']);
    expect(document.activeElement).toBe(image);
    pressEscape();
    expect(openIds()).toEqual([]);
  });

  it.each([
    ['over nothing', false],
    ['over the open menu', true],
  ])('prevent_close_on_esc_key %s: Escape closes nothing, and the overlay click neither', (_, overMenu) => {
    const menu = overMenu ? openOtherLayer(layers) : null;
    start([popup('a', { display: { prevent_close_on_esc_key: true, prevent_close_on_background_click: true } })]);
    engine?.open('a');
    expect(pressEscape().defaultPrevented).toBe(true);
    (document.querySelector('.popups-builder__overlay') as HTMLElement).click();
    expect(openIds()).toEqual(['a']);
    expect(menu?.asked ?? []).toEqual([]);
    expect(layers.layers()).toEqual(overMenu ? ['shell:off-canvas', 'popups:builder-a'] : ['popups:builder-a']);
  });

  it('prevent_scroll locks the page through the stack; without it the page still scrolls', () => {
    const locked = () => document.documentElement.classList.contains('shell-scroll-locked');
    start([popup('a', { display: { prevent_scroll: true } }), popup('b')]);
    engine?.open('b');
    expect(locked()).toBe(false);
    engine?.open('a');
    expect(locked()).toBe(true);
    expect(byId('opener').inert).toBe(true);
    pressEscape();
    expect(locked()).toBe(false);
  });
});

describe('a popup link that opens the menu', () => {
  it('off_canvas:open closes the popup before the shell is asked, focus back on the opener', () => {
    const seen: unknown[] = [];
    const listen = () => seen.push({ open: openIds(), layers: [...layers.layers()] });
    document.addEventListener('shell:off-canvas', listen);
    start([popup('a', { display: { open_selector: '.open-me' } })]);
    byId('opener').focus();
    byId('opener').click();
    jest.advanceTimersByTime(250);
    expect(document.activeElement).toBe(inPopup('image'));
    inPopup('menu-link').click();
    document.removeEventListener('shell:off-canvas', listen);
    expect(seen).toEqual([{ open: [], layers: [] }]);
    expect(document.activeElement).toBe(byId('opener'));
  });

  it('off_canvas:close leaves the popup open', () => {
    start([popup('a')]);
    engine?.open('a');
    inPopup('menu-close').click();
    expect(openIds()).toEqual(['a']);
  });
});
