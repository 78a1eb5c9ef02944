/** @jest-environment jsdom */
import { inFormField } from './free-watch';
import { createLayerStack, type OwnedLayerStack } from './layer-stack';
import { byId, openLayer, PAGE } from './test-page';

let stack: OwnedLayerStack;
beforeEach(() => {
  jest.useFakeTimers();
  document.body.innerHTML = PAGE;
  stack = createLayerStack(window);
});
afterEach(() => {
  stack.destroy();
  jest.useRealTimers();
});

describe('the layer stack: waiting for a free page (automatic popups)', () => {
  it('runs at once on a free page', () => {
    const fn = jest.fn();
    stack.whenFree(fn);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('waits while a modal layer or a blocking popover is open, not for a toast', () => {
    const fn = jest.fn();
    openLayer(stack, 'shop:toast', 'toast', { modal: false });
    const menu = openLayer(stack, 'shell:off-canvas', 'a');
    const search = openLayer(stack, 'search:popover', 'b', { modal: false, blocksAutoPopups: true });
    expect(stack.isFree()).toBe(false);
    stack.whenFree(fn);
    menu.handle.close();
    expect(fn).not.toHaveBeenCalled();
    search.handle.close();
    expect(stack.layers()).toEqual(['shop:toast']);
    expect(fn).toHaveBeenCalledTimes(1);
    menu.handle.close();
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('waits for focus to leave a form field, not for focus moving to the next one', () => {
    const fn = jest.fn();
    byId('search').focus();
    stack.whenFree(fn);
    expect(fn).not.toHaveBeenCalled();
    byId('bold').tabIndex = 0;
    byId('bold').focus(); // inside a contenteditable
    jest.runAllTimers();
    expect(fn).not.toHaveBeenCalled();
    byId('burger').focus();
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('runs what waits after focus leaves a field for nothing, a task later', () => {
    const fn = jest.fn();
    byId('search').focus();
    stack.whenFree(fn);
    byId('search').blur();
    expect(fn).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('lets the first waiting popup open and keeps the next one waiting; a cancelled one never runs', () => {
    const menu = openLayer(stack, 'shell:off-canvas', 'a');
    const cancelled = jest.fn();
    const second = jest.fn();
    const cancel = stack.whenFree(cancelled);
    stack.whenFree(() => openLayer(stack, 'popups:builder-1', 'b'));
    stack.whenFree(second);
    cancel();
    menu.handle.close();
    expect(stack.layers()).toEqual(['popups:builder-1']);
    expect(second).not.toHaveBeenCalled();
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('counts typing fields and the buttons of a form that has them, other buttons not', () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<textarea id="t"></textarea><select id="s"></select><input id="c" type="checkbox"><input id="go" type="submit">' +
        '<form><input id="mail"><button id="subscribe">Subscribe</button></form><form><button id="alone">Buy</button></form>',
    );
    const ids = ['t', 's', 'c', 'search', 'bold', 'go', 'burger', 'subscribe', 'alone'];
    expect(ids.filter((id) => inFormField(byId(id)))).toEqual(['t', 's', 'c', 'search', 'bold', 'subscribe']);
  });

  it('holds a popup during a press and a task past its release, so it never takes the click begun', () => {
    const fn = jest.fn();
    const pointer = (type: string) => byId('opener').dispatchEvent(new Event(type, { bubbles: true }));
    pointer('pointerdown');
    stack.whenFree(fn);
    expect(fn).not.toHaveBeenCalled();
    pointer('pointerup');
    byId('opener').click();
    expect(fn).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
