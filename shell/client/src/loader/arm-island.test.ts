import { armIsland } from './arm-island';

function arm(markup: string) {
  document.body.innerHTML = markup;
  const element = document.querySelector<HTMLElement>('[data-island]') as HTMLElement;
  const go = jest.fn();
  armIsland(element, go);
  return { element, go };
}

const searchForm = `<div data-island="mf-search/search-box" data-mount="interaction"><form role="search"><input id="q" name="s"></form></div>`;

describe('mount strategies', () => {
  it('marks every placeholder armed; eager mounts at once, event waits for the host', () => {
    expect(arm('<div data-island="mf-shop/side-cart" data-mount="eager"></div>').go).toHaveBeenCalledTimes(1);
    const { element, go } = arm('<div data-island="mf-shop/side-cart" data-mount="event"></div>');
    expect(go).not.toHaveBeenCalled();
    expect(element.dataset.islandState).toBe('armed');
  });

  it('leaves an interaction island armed, and alone, until the visitor reaches for it', () => {
    const { element, go } = arm(searchForm);
    document.body.dispatchEvent(new Event('pointerenter'));
    expect(go).not.toHaveBeenCalled();
    expect(element.dataset.islandState).toBe('armed');
  });

  it.each([
    ['focus (keyboard or a tap on the input)', (input: HTMLInputElement) => input.focus()],
    [
      'a pointer over it',
      (input: HTMLInputElement) => input.closest('[data-island]')?.dispatchEvent(new Event('pointerenter')),
    ],
    ['a touch', (input: HTMLInputElement) => input.dispatchEvent(new Event('touchstart', { bubbles: true }))],
  ])('mounts an interaction island once on %s', (_, interact) => {
    const { go } = arm(searchForm);
    const input = document.getElementById('q') as HTMLInputElement;
    interact(input);
    input.blur();
    input.focus();
    expect(go).toHaveBeenCalledTimes(1);
  });

  it('mounts an interaction island at once when focus is already inside before the shell starts', () => {
    document.body.innerHTML = searchForm;
    (document.getElementById('q') as HTMLInputElement).focus();
    const go = jest.fn();
    armIsland(document.querySelector<HTMLElement>('[data-island]') as HTMLElement, go);
    expect(go).toHaveBeenCalledTimes(1);
  });

  it('mounts on idle', () => {
    jest.useFakeTimers();
    const { go } = arm('<div data-island="mf-popups/popup-host" data-mount="idle"></div>');
    expect(go).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(go).toHaveBeenCalledTimes(1);
    jest.useRealTimers();
  });

  it('arms a cookie-gated island only in a browser holding that cookie', () => {
    const markup = `<span data-island="mf-shop/cart-count" data-mount="eager event" data-mount-cookie="shop.cart-count"></span>`;
    const arm = (cookies: string) => {
      document.body.innerHTML = markup;
      const element = document.querySelector<HTMLElement>('[data-island]') as HTMLElement;
      const go = jest.fn();
      armIsland(element, go, { cookies, search: '' });
      return { element, go };
    };
    expect(arm('site.vid=a; shop.cart-count=3').go).toHaveBeenCalledTimes(1);
    for (const cookies of ['', 'site.vid=a', 'xshop.cart-count=3', 'shop.cart-counter=1']) {
      const { element, go } = arm(cookies);
      expect(go).not.toHaveBeenCalled();
      // Still armed: an event can mount it through the host.
      expect(element.dataset.islandState).toBe('armed');
    }
  });

  it('arms a query-gated island only on an address with one of those parameters', () => {
    jest.useFakeTimers();
    const markup = `<div data-island="mf-shop/coupons" data-mount="idle event" data-mount-query="codeid codetext"></div>`;
    const arm = (search: string) => {
      document.body.innerHTML = markup;
      const element = document.querySelector<HTMLElement>('[data-island]') as HTMLElement;
      const go = jest.fn();
      armIsland(element, go, { cookies: '', search });
      jest.runAllTimers();
      return { element, go };
    };
    for (const search of ['?codeid=131', '?paged=2&codetext=SAVE10', '?codeid=']) {
      expect(arm(search).go).toHaveBeenCalledTimes(1);
    }
    for (const search of ['', '?paged=2', '?xcodeid=1', '?codeids=1']) {
      const { element, go } = arm(search);
      expect(go).not.toHaveBeenCalled();
      expect(element.dataset.islandState).toBe('armed');
    }
    jest.useRealTimers();
  });
});
