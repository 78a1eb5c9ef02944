import { createLayerStack, type OwnedLayerStack } from '@site/platform-kit/layers';
import type { PagePopup } from '@site/shared-contracts/popups';
import type { Engine } from './engine';
import { popup, startTestEngine } from './test-engine';
import { openOtherLayer, pressEscape } from './test-layers';

/** Issue 30: automatic builder popups wait for the visitor; the ones the visitor asks for open at once. */
let engine: Engine | undefined;
let layers: OwnedLayerStack;

const start = (popups: PagePopup[]) => (engine = startTestEngine(layers, popups, '<h2>Deal</h2><p>Text</p>'));
const byId = (id: string) => document.getElementById(id) as HTMLElement;
const openIds = () => engine?.openIds();
const after = (seconds: number) => ({ triggers: { page_load_delay: seconds } });

beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(Date.UTC(2026, 0, 1, 0, 0, 0));
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

describe('automatic builder popups wait for the visitor', () => {
  it('never open over another modal layer (the menu): they open once it closes', () => {
    const menu = openOtherLayer(layers);
    start([popup('a', after(1))]);
    jest.advanceTimersByTime(5000);
    expect(openIds()).toEqual([]);
    expect(layers.layers()).toEqual(['shell:off-canvas']);
    pressEscape();
    expect(menu.asked).toEqual(['escape']);
    expect(openIds()).toEqual(['a']);
    expect(layers.topModal()).toBe('popups:builder-a');
  });

  it('never open while focus is in a form field: they open after it leaves', () => {
    start([popup('a', after(1))]);
    byId('email').focus();
    jest.advanceTimersByTime(5000);
    expect(openIds()).toEqual([]);
    byId('opener').focus();
    expect(openIds()).toEqual(['a']);
  });

  it('a click on open_selector opens at once, over the menu', () => {
    openOtherLayer(layers);
    start([popup('a', { display: { open_selector: '.open-me' } })]);
    byId('opener').click();
    expect(openIds()).toEqual(['a']);
  });

  it('check their conditions again: a schedule that ended while they waited drops them', () => {
    const menu = openOtherLayer(layers);
    start([popup('a', { ...after(1), timing: { schedule_end_date: '2026-01-01 00:05' } })]);
    jest.advanceTimersByTime(1000);
    jest.setSystemTime(Date.UTC(2026, 0, 1, 0, 10, 0));
    menu.handle.close();
    expect(openIds()).toEqual([]);
  });

  it('open one at a time: the second waits for the first to close', () => {
    start([popup('a', after(1)), popup('b', after(2))]);
    jest.advanceTimersByTime(2000);
    expect(openIds()).toEqual(['a']);
    pressEscape();
    expect(openIds()).toEqual(['b']);
  });
});

describe('avoid_multiple_popups after a wait', () => {
  const avoid = (seconds: number) => ({ ...after(seconds), display: { avoid_multiple_popups: true } });

  it('is dropped when another popup was shown while it waited; one without it opens after that popup', () => {
    start([popup('shown'), popup('plain', after(1)), popup('avoids', avoid(2))]);
    engine?.open('shown');
    jest.advanceTimersByTime(2000);
    expect(openIds()).toEqual(['shown']);
    pressEscape();
    expect(openIds()).toEqual(['plain']);
    pressEscape();
    expect(openIds()).toEqual([]);
  });

  it('still opens when it waited only for a layer that is no popup (the menu)', () => {
    const menu = openOtherLayer(layers);
    start([popup('avoids', avoid(1))]);
    jest.advanceTimersByTime(1000);
    menu.handle.close();
    expect(openIds()).toEqual(['avoids']);
  });
});
