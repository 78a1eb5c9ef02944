/** @jest-environment jsdom */
import { createLayerStack, type OwnedLayerStack } from './layer-stack';
import { byId, openLayer, PAGE } from './test-page';

let stack: OwnedLayerStack;
beforeEach(() => {
  document.body.innerHTML = PAGE;
  // Someone else's inert, on an element the stack would make inert too (a sibling of the layers' container).
  byId('footer').inert = true;
  stack = createLayerStack(window);
});
afterEach(() => stack.destroy());

const inert = (...ids: string[]) => ids.filter((id) => byId(id).inert);
const EVERYTHING = ['header', 'main', 'footer', 'layers', 'a', 'b', 'toast'];

describe('the layer stack: inert and scroll lock, counted across modal layers', () => {
  it('makes everything beneath the topmost modal layer inert and restores exactly what it set', () => {
    const a = openLayer(stack, 'shop:side-cart', 'a');
    expect(inert(...EVERYTHING)).toEqual(['header', 'main', 'footer', 'b', 'toast']);
    const b = openLayer(stack, 'popups:builder-12', 'b');
    expect(inert(...EVERYTHING)).toEqual(['header', 'main', 'footer', 'a', 'toast']);
    b.handle.close();
    expect(inert(...EVERYTHING)).toEqual(['header', 'main', 'footer', 'b', 'toast']);
    a.handle.close();
    // What someone else made inert stays so; everything the stack set is back.
    expect(inert(...EVERYTHING)).toEqual(['footer']);
  });

  it('closing the lower of two modal layers keeps the page beneath the upper one inert', () => {
    const a = openLayer(stack, 'shop:side-cart', 'a');
    openLayer(stack, 'popups:builder-12', 'b');
    a.handle.close();
    expect(inert(...EVERYTHING)).toEqual(['header', 'main', 'footer', 'a', 'toast']);
  });

  it('never makes a toast opened above a modal layer inert, nor anything for a toast alone', () => {
    const toast = openLayer(stack, 'shop:toast', 'toast', { modal: false });
    expect(inert(...EVERYTHING)).toEqual(['footer']);
    toast.handle.close();
    openLayer(stack, 'shop:side-cart', 'a');
    openLayer(stack, 'shop:toast', 'toast', { modal: false });
    expect(inert('toast', 'layers', 'a')).toEqual([]);
    expect(inert('b', 'main')).toEqual(['b', 'main']);
  });

  it('locks scroll while any layer asks, padding for the scrollbar that goes away', () => {
    const root = document.documentElement;
    const locked = () => root.classList.contains('shell-scroll-locked');
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1015 });
    Object.defineProperty(root, 'clientWidth', { configurable: true, value: 1000 });
    const a = openLayer(stack, 'shop:side-cart', 'a');
    expect(locked()).toBe(true);
    expect(root.style.getPropertyValue('--shell-scrollbar-width')).toBe('15px');
    const b = openLayer(stack, 'popups:builder-12', 'b');
    a.handle.close();
    expect(locked()).toBe(true);
    b.handle.close();
    expect(locked()).toBe(false);
    expect(root.style.getPropertyValue('--shell-scrollbar-width')).toBe('');
    openLayer(stack, 'popups:builder-3', 'b', { scrollLock: false });
    openLayer(stack, 'shop:toast', 'toast', { modal: false });
    expect(locked()).toBe(false);
  });
});
