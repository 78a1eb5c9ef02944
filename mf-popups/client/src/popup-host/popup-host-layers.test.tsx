import { act, fireEvent, screen } from '@testing-library/react';
import { createLayerStack, type OwnedLayerStack } from '@site/platform-kit/layers';
import { openOtherLayer, pressEscape } from '../builder/test-layers';
import { renderHost } from './testing/host';

/** Issue 30: the generic modal and the toasts in the page's one layer stack. */
let layers: OwnedLayerStack;
const toastIds = () => layers.layers().filter((id) => id.startsWith('popups:toast-'));
/** jsdom has no `inert` of its own: the stack's flag is read up the tree, as the browser applies it. */
function inInert(element: HTMLElement): boolean {
  for (let node: HTMLElement | null = element; node; node = node.parentElement) if (node.inert) return true;
  return false;
}

/** The shell's sticky header, whose bottom edge jsdom cannot lay out: given here. */
function header(bottom: number): HTMLElement {
  const element = document.createElement('header');
  element.id = 'site-header';
  element.innerHTML = '<a href="/login">Log in</a>';
  element.getBoundingClientRect = () => ({ bottom }) as DOMRect;
  document.body.prepend(element);
  return element;
}

beforeEach(() => {
  jest.useFakeTimers();
  document.body.innerHTML = '';
  layers = createLayerStack(window);
});
afterEach(() => {
  layers.destroy();
  jest.useRealTimers();
});

describe('toasts are non-modal layers', () => {
  it('join the stack while shown, make nothing inert, lock nothing and keep no automatic popup waiting', () => {
    const { trigger, emit } = renderHost(layers);
    emit('popups:toast', { message: 'Saved' });
    expect(toastIds()).toHaveLength(1);
    expect(layers.topModal()).toBeUndefined();
    expect(layers.isFree()).toBe(true);
    expect(trigger.inert).toBeFalsy();
    expect(document.documentElement.classList.contains('shell-scroll-locked')).toBe(false);
    expect(pressEscape().defaultPrevented).toBe(false);
    expect(screen.getByText('Saved')).toBeTruthy();
    act(() => void jest.advanceTimersByTime(4000));
    expect(toastIds()).toEqual([]);
  });

  it('raised over an open dialog, stay live and never take its Escape', () => {
    const { emit } = renderHost(layers);
    const cart = openOtherLayer(layers, 'shop:side-cart');
    emit('popups:toast', { message: 'Added to your cart' });
    const toast = screen.getByRole('status');
    expect(layers.topModal()).toBe('shop:side-cart');
    expect(inInert(toast)).toBe(false);
    act(() => void pressEscape());
    expect(cart.asked).toEqual(['escape']);
    expect(screen.getByText('Added to your cart')).toBeTruthy();
  });

  it.each([
    ['1280 px', 141, '161px'],
    ['390 px', 57, '77px'],
  ])('at %s sit 20 px below the sticky header, re-measured on resize', (_, bottom, top) => {
    const page = header(bottom);
    const { emit } = renderHost(layers);
    emit('popups:toast', { message: 'Saved' });
    const stack = document.querySelector('.popups-toasts') as HTMLElement;
    expect(stack.style.top).toBe(top);
    page.getBoundingClientRect = () => ({ bottom: 10 }) as DOMRect;
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(stack.style.top).toBe('30px');
  });

  it('20 px from the top on a page without the header', () => {
    const { emit } = renderHost(layers);
    emit('popups:toast', { message: 'Saved' });
    expect((document.querySelector('.popups-toasts') as HTMLElement).style.top).toBe('20px');
  });
});

describe('the generic modal is a modal layer', () => {
  it('over the open menu, Escape closes the modal only; focus goes into the menu, the page being inert', () => {
    const { trigger, emit } = renderHost(layers);
    const menu = openOtherLayer(layers);
    emit('popups:modal-open', { title: 'Hello', text: 'Hi' });
    expect(layers.topModal()).toBe('popups:modal');
    expect(trigger.inert).toBe(true);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(menu.asked).toEqual([]);
    expect(layers.layers()).toEqual(['shell:off-canvas']);
    expect(menu.element.contains(document.activeElement)).toBe(true);
  });

  it('returns focus to its trigger and unlocks the page when it closes over nothing', () => {
    const { trigger, emit } = renderHost(layers);
    emit('popups:modal-open', { title: 'Hello', text: 'Hi' });
    expect(document.documentElement.classList.contains('shell-scroll-locked')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.activeElement).toBe(trigger);
    expect(trigger.inert).toBeFalsy();
    expect(document.documentElement.classList.contains('shell-scroll-locked')).toBe(false);
  });

  it('a backdrop click closes it only while it is the topmost modal layer', () => {
    const { emit } = renderHost(layers);
    emit('popups:modal-open', { title: 'Hello', text: 'Hi' });
    const backdrop = document.querySelector('.popups-backdrop') as HTMLElement;
    const above = openOtherLayer(layers, 'popups:lightbox');
    fireEvent.mouseDown(backdrop);
    expect(screen.getByRole('dialog', { name: 'Hello' })).toBeTruthy();
    above.handle.close();
    fireEvent.mouseDown(backdrop);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
