import { createLayerStack, type OwnedLayerStack } from '@site/platform-kit/layers';
import type { SecondLayerContentResponse, SecondLayerPagePopup } from '@site/shared-contracts/popups';
import { openOtherLayer, pressEscape } from '../builder/test-layers';
import { startLayer, type Layer } from './engine';
import { recordStore } from './record';

/** Issue 30: the second-layer popups in the page's one layer stack. */
let layers: OwnedLayerStack;
let layer: Layer | undefined;

const popup = (over: Partial<SecondLayerPagePopup> = {}): SecondLayerPagePopup => ({
  id: 'deal',
  title: 'Deal of the day',
  trigger: { type: 'page-load', delay: 1 },
  settings: { show_once: true, show_again_delay: 'day' },
  ...over,
});
const records = recordStore(() => localStorage);
function start(p: SecondLayerPagePopup): Layer {
  // Content never arrives: these tests are about opening and closing.
  const fetchContent = () => new Promise<SecondLayerContentResponse>(() => undefined);
  layer = startLayer({ win: window, layers, props: { popups: [p] }, siteTimeZone: 'UTC', records, fetchContent });
  return layer;
}
const byId = (id: string) => document.getElementById(id) as HTMLElement;
const openIds = () => layer?.openIds();

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  document.body.innerHTML = '<button id="go" class="go">Go</button><input id="email">';
  layers = createLayerStack(window);
});
afterEach(() => {
  layer?.stop();
  layer = undefined;
  layers.destroy();
  jest.useRealTimers();
});

describe('second-layer popups wait for the visitor', () => {
  it('an automatic trigger that fires while another modal layer is open opens once it closes', () => {
    const menu = openOtherLayer(layers);
    start(popup());
    jest.advanceTimersByTime(5000);
    expect(openIds()).toEqual([]);
    menu.handle.close();
    expect(openIds()).toEqual(['deal']);
    expect(layers.topModal()).toBe('popups:second-layer-deal');
  });

  it('an automatic trigger waits while focus is in a form field, and opens a task after it leaves', () => {
    start(popup({ trigger: { type: 'user-inactive', delay: 2 } }));
    byId('email').focus();
    jest.advanceTimersByTime(2000);
    expect(openIds()).toEqual([]);
    byId('email').blur();
    jest.runOnlyPendingTimers(); // the stack reads focus a task after it leaves a field
    expect(openIds()).toEqual(['deal']);
  });

  it('a click on its custom selector opens it at once, over the menu', () => {
    openOtherLayer(layers);
    start(popup({ trigger: { type: 'custom-selector', selector: '.go' } }));
    byId('go').click();
    expect(openIds()).toEqual(['deal']);
  });
});

describe('second-layer popups and the other layers', () => {
  it('Escape over the menu closes the popup only, constantly; the menu stays', () => {
    const menu = openOtherLayer(layers);
    start(popup({ trigger: { type: 'custom-selector', selector: '.go' } }));
    byId('go').click();
    pressEscape();
    expect(openIds()).toEqual([]);
    expect(menu.asked).toEqual([]);
    expect(layers.layers()).toEqual(['shell:off-canvas']);
    expect(records.get('deal')).toMatchObject({ status: 'disable' });
  });

  it('an overlay click closes nothing without close_on_overlay_click', () => {
    start(popup({ trigger: { type: 'custom-selector', selector: '.go' } }));
    byId('go').click();
    (document.querySelector('.popups-second-layer__overlay') as HTMLElement).click();
    expect(openIds()).toEqual(['deal']);
  });

  it('a link opening the menu closes the popups first, not constantly; closing the menu leaves them', () => {
    start(popup({ trigger: { type: 'custom-selector', selector: '.go' } }));
    byId('go').click();
    const ask = (action: string) => document.dispatchEvent(new CustomEvent('shell:off-canvas', { detail: { action } }));
    ask('close');
    expect(openIds()).toEqual(['deal']);
    ask('open');
    expect(openIds()).toEqual([]);
    expect(layers.layers()).toEqual([]);
    expect(records.get('deal')).toEqual({ status: 'enable' });
  });
});
