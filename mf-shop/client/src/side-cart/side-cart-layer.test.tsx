import { act, fireEvent, render, screen } from '@testing-library/react';
import { createLayerStack, type OwnedLayerStack } from '@site/platform-kit/layers';
import { answer, fakeBus } from '../testing/recording-bus';
import { SideCart } from './side-cart';

let narrow = true;
let layers: OwnedLayerStack;
const realMatchMedia = window.matchMedia;
beforeAll(() => {
  window.matchMedia = ((query: string) => ({ matches: narrow && query === '(max-width: 1023px)' })) as never;
});
afterAll(() => {
  window.matchMedia = realMatchMedia;
});
beforeEach(() => {
  narrow = true;
  window.history.replaceState({ page: 1 }, '', '/shop');
  layers = createLayerStack(window);
});
afterEach(() => {
  layers.destroy();
  document.body.replaceChildren();
});

async function openCart() {
  const { bus } = fakeBus();
  const fetchImpl = jest.fn(async () => answer(200, { lines: [], count: 0, subtotal: '$0.00' }));
  const trigger = document.createElement('a');
  trigger.href = '/cart';
  document.body.append(trigger);
  trigger.focus();
  render(<SideCart bus={bus} csrfToken="tok" layers={layers} fetchImpl={fetchImpl as typeof fetch} />);
  await act(async () => void bus.emit('shop:cart-open', {}));
  return { trigger };
}

const popstate = () => new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));

describe('the side cart on the page layer stack (issue 30)', () => {
  it("below 1024 px has a history entry, and the phone's Back closes it, focus back on the trigger", async () => {
    const { trigger } = await openCart();
    expect(layers.layers()).toEqual(['shop:side-cart']);
    expect(window.history.state).toEqual({ page: 1, shellLayer: 'shop:side-cart' });
    await act(async () => {
      window.history.back();
      await popstate();
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(layers.layers()).toEqual([]);
    expect(window.history.state).toEqual({ page: 1 });
    expect(window.location.pathname).toBe('/shop');
    expect(document.activeElement).toBe(trigger);
  });

  it('closed by its button, goes back over its own entry', async () => {
    await openCart();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Close cart' }));
      await popstate();
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.history.state).toEqual({ page: 1 });
  });

  it("pushes no entry from 1024 px, where Back is the page's", async () => {
    narrow = false;
    const length = window.history.length;
    await openCart();
    expect(screen.getByRole('dialog', { name: 'Your cart' })).toBeTruthy();
    expect(window.history.state).toEqual({ page: 1 });
    expect(window.history.length).toBe(length);
  });
});
