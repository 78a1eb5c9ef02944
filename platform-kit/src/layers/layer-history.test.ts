/** @jest-environment jsdom */
import { createLayerStack, type OwnedLayerStack } from './layer-stack';
import { openLayer, PAGE, press } from './test-page';

let stack: OwnedLayerStack;
let narrow = true;
beforeAll(() => {
  window.matchMedia = ((query: string) => ({ matches: narrow && query === '(max-width: 1023px)' })) as never;
});
beforeEach(() => {
  narrow = true;
  document.body.innerHTML = PAGE;
  window.history.replaceState({ page: 1 }, '', '/');
  stack = createLayerStack(window);
});
afterEach(() => stack.destroy());

/**
 * Resolve once `count` popstate events have fired (jsdom, like browsers, traverses a few tasks after back()).
 * The stack listens first, so it has handled each one by then. Waiting for events, not for time, keeps the
 * tests steady on a busy machine.
 */
function popstates(count: number): Promise<void> {
  return new Promise((resolve) => {
    let seen = 0;
    const onPopState = () => {
      if (++seen < count) return;
      window.removeEventListener('popstate', onPopState);
      resolve();
    };
    window.addEventListener('popstate', onPopState);
  });
}

describe('the layer stack: Back on narrow screens', () => {
  it('pushes an entry that keeps the state, and each Back dismisses the topmost history layer only', async () => {
    const length = window.history.length;
    const menu = openLayer(stack, 'shell:off-canvas', 'a', { history: true });
    const popup = openLayer(stack, 'popups:builder-12', 'b');
    const cart = openLayer(stack, 'shop:side-cart', 'toast', { history: true });
    expect(window.history.state).toEqual({ page: 1, shellLayer: 'shop:side-cart' });
    expect(window.history.length).toBe(length + 2);
    window.history.back();
    await popstates(1);
    expect(cart.asked).toEqual(['back']);
    expect(stack.layers()).toEqual(['shell:off-canvas', 'popups:builder-12']);
    expect(window.history.state).toEqual({ page: 1, shellLayer: 'shell:off-canvas' });
    window.history.back();
    await popstates(1);
    expect(menu.asked).toEqual(['back']);
    expect(popup.asked).toEqual([]);
    expect(stack.layers()).toEqual(['popups:builder-12']);
    expect(window.history.state).toEqual({ page: 1 });
  });

  it('pushes the entry again when the layer refuses Back', async () => {
    const menu = openLayer(stack, 'shell:off-canvas', 'a', { history: true, refuse: true });
    window.history.back();
    await popstates(1);
    expect(menu.asked).toEqual(['back']);
    expect(stack.layers()).toEqual(['shell:off-canvas']);
    expect(window.history.state).toEqual({ page: 1, shellLayer: 'shell:off-canvas' });
    // The entry pushed again is the layer's: closing by other means later goes back over it.
    menu.handle.close();
    await popstates(1);
    expect(window.history.state).toEqual({ page: 1 });
  });

  it('goes back over its own entry, quietly, when the layer closes by other means', async () => {
    const menu = openLayer(stack, 'shell:off-canvas', 'b', { history: true });
    const length = window.history.length;
    const cart = openLayer(stack, 'shop:side-cart', 'a', { history: true });
    press('Escape');
    await popstates(1);
    expect(cart.asked).toEqual(['escape']);
    // The step back is ours: the menu beneath, with its own entry, stays open.
    expect(menu.asked).toEqual([]);
    expect(stack.layers()).toEqual(['shell:off-canvas']);
    expect(window.history.state).toEqual({ page: 1, shellLayer: 'shell:off-canvas' });
    expect(window.history.length).toBe(length + 1);
  });

  it('ignores its own step back even where the state holds no layer (an entry of the loop filter between)', async () => {
    const menu = openLayer(stack, 'shell:off-canvas', 'b', { history: true, modal: false });
    window.history.pushState({ contentLoop: 'w1' }, '', '?cat=news');
    const cart = openLayer(stack, 'shop:side-cart', 'a', { history: true });
    cart.handle.close();
    await popstates(1);
    expect(window.history.state).toEqual({ contentLoop: 'w1' });
    expect(menu.asked).toEqual([]);
    expect(stack.layers()).toEqual(['shell:off-canvas']);
  });

  it("never goes back over another script's entry (the loop filter's), and steps over ours once Back reaches it", async () => {
    const cart = openLayer(stack, 'shop:side-cart', 'a', { history: true, modal: false });
    window.history.pushState({ contentLoop: 'w1' }, '', '?cat=news');
    cart.handle.close();
    expect(window.history.state).toEqual({ contentLoop: 'w1' });
    window.history.back();
    // The visitor's Back reaches our dead entry, and the stack steps over it: two popstates, one Back.
    await popstates(2);
    expect(window.history.state).toEqual({ page: 1 });
    expect(window.location.search).toBe('');
  });

  it('goes back over an entry of ours it finds current at the start (a reload with a layer open)', async () => {
    stack.destroy();
    window.history.pushState({ page: 1, shellLayer: 'shell:off-canvas' }, '');
    const back = popstates(1);
    stack = createLayerStack(window);
    await back;
    expect(window.history.state).toEqual({ page: 1 });
    expect(stack.layers()).toEqual([]);
  });

  it('pushes the entry of a layer opened during that step back once the step has landed', async () => {
    stack.destroy();
    window.history.pushState({ page: 1, shellLayer: 'shop:side-cart' }, '');
    const back = popstates(1);
    stack = createLayerStack(window);
    const menu = openLayer(stack, 'shell:off-canvas', 'a', { history: true });
    await back;
    expect(window.history.state).toEqual({ page: 1, shellLayer: 'shell:off-canvas' });
    window.history.back();
    await popstates(1);
    expect(menu.asked).toEqual(['back']);
    expect(window.history.state).toEqual({ page: 1 });
  });

  it('pushes no entry on a wide screen', () => {
    narrow = false;
    openLayer(stack, 'shell:off-canvas', 'a', { history: true });
    expect(window.history.state).toEqual({ page: 1 });
  });
});
