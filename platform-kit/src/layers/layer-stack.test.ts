/** @jest-environment jsdom */
import { createLayerStack, type OwnedLayerStack } from './layer-stack';
import { byId, openLayer, PAGE, press } from './test-page';

let stack: OwnedLayerStack;
beforeEach(() => {
  document.body.innerHTML = PAGE;
  stack = createLayerStack(window);
});
afterEach(() => stack.destroy());

describe('the layer stack: order and Escape', () => {
  it('keeps layers in opening order and knows the topmost modal one', () => {
    const a = openLayer(stack, 'shop:side-cart', 'a');
    openLayer(stack, 'popups:builder-12', 'b');
    openLayer(stack, 'shop:toast', 'toast', { modal: false });
    expect(stack.layers()).toEqual(['shop:side-cart', 'popups:builder-12', 'shop:toast']);
    expect(stack.topModal()).toBe('popups:builder-12');
    expect(a.handle.isTop()).toBe(false);
    a.handle.close();
    expect(stack.layers()).toEqual(['popups:builder-12', 'shop:toast']);
    expect(() => openLayer(stack, 'popups:builder-12', 'b')).toThrow('already open');
  });

  it('gives Escape to the topmost modal layer only, and no other listener sees it', () => {
    const a = openLayer(stack, 'shop:side-cart', 'a');
    const b = openLayer(stack, 'popups:builder-12', 'b');
    const own = jest.fn();
    byId('b').addEventListener('keydown', own);
    const event = press('Escape', byId('b-button'));
    expect(event.defaultPrevented).toBe(true);
    expect(own).not.toHaveBeenCalled();
    expect(b.asked).toEqual(['escape']);
    expect(a.asked).toEqual([]);
    expect(stack.layers()).toEqual(['shop:side-cart']);
    press('Escape');
    expect(a.asked).toEqual(['escape']);
    expect(stack.layers()).toEqual([]);
  });

  it('closes nothing when the topmost modal layer refuses: the key does not fall through to the one beneath', () => {
    const a = openLayer(stack, 'shop:side-cart', 'a');
    const b = openLayer(stack, 'popups:builder-12', 'b', { refuse: true });
    expect(press('Escape', byId('b-button')).defaultPrevented).toBe(true);
    expect(b.asked).toEqual(['escape']);
    expect(a.asked).toEqual([]);
    expect(stack.layers()).toEqual(['shop:side-cart', 'popups:builder-12']);
  });

  it('lets Escape through when no modal layer is open, and never gives it to a toast', () => {
    const toast = openLayer(stack, 'shop:toast', 'toast', { modal: false });
    const event = press('Escape', byId('toast-button'));
    expect(event.defaultPrevented).toBe(false);
    expect(toast.asked).toEqual([]);
    expect(stack.topModal()).toBeUndefined();
  });

  it('routes an overlay click to a layer only while it is the topmost modal one', () => {
    const a = openLayer(stack, 'shop:side-cart', 'a');
    const toast = openLayer(stack, 'shop:toast', 'toast', { modal: false });
    const b = openLayer(stack, 'popups:builder-12', 'b', { refuse: true });
    expect(a.handle.dismiss('overlay')).toBe(false);
    expect(toast.handle.dismiss('overlay')).toBe(false);
    expect(a.asked).toEqual([]);
    expect(b.handle.dismiss('overlay')).toBe(false);
    expect(b.asked).toEqual(['overlay']);
    b.handle.close();
    expect(a.handle.isTop()).toBe(true);
    expect(a.handle.dismiss('overlay')).toBe(true);
    expect(stack.layers()).toEqual(['shop:toast']);
  });

  it('tells subscribers of every change until they unsubscribe', () => {
    const seen: string[][] = [];
    const stop = stack.subscribe(() => seen.push([...stack.layers()]));
    const a = openLayer(stack, 'shop:side-cart', 'a');
    a.handle.close();
    a.handle.close();
    stop();
    openLayer(stack, 'popups:builder-12', 'b');
    expect(seen).toEqual([['shop:side-cart'], []]);
  });
});

describe('the layer stack: focus', () => {
  it('returns focus to the opener when focus was in the layer or on <body>', () => {
    byId('opener').focus();
    const a = openLayer(stack, 'shop:side-cart', 'a');
    byId('a-button').focus();
    a.handle.close();
    expect(document.activeElement).toBe(byId('opener'));
    const b = openLayer(stack, 'popups:builder-12', 'b', { opener: byId('burger') });
    byId('b-button').focus();
    byId('b-button').blur();
    expect(document.activeElement).toBe(document.body);
    b.handle.close();
    expect(document.activeElement).toBe(byId('burger'));
  });

  it('leaves focus alone when it has moved elsewhere, and falls back to the layer beneath when the opener is gone', () => {
    const a = openLayer(stack, 'shop:side-cart', 'a', { modal: false, opener: byId('opener') });
    byId('search').focus();
    a.handle.close();
    expect(document.activeElement).toBe(byId('search'));
    openLayer(stack, 'shop:cart', 'a');
    byId('opener').focus();
    const b = openLayer(stack, 'popups:builder-12', 'b');
    byId('b-button').focus();
    byId('opener').remove();
    b.handle.close();
    expect(document.activeElement).toBe(byId('a-button'));
  });
});
