import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ShopCartResponse } from '@site/shared-contracts/shop';
import { createLayerStack, type OwnedLayerStack } from '@site/platform-kit/layers';
import { answer, fakeBus } from '../testing/recording-bus';
import { SideCart } from './side-cart';

// The stack each test makes is destroyed after it: one left behind would take the next test's Escape.
let layers: OwnedLayerStack;
afterEach(() => {
  layers.destroy();
  document.body.replaceChildren();
});

const line = (productId: number, quantity: number, lineTotal: string) => ({
  productId,
  slug: `product-${productId}`,
  title: `Product ${productId}`,
  quantity,
  unitPrice: '$10.00',
  lineTotal,
  imageUrl: `/img/product/${productId}.svg`,
});
const cartOf = (...lines: ReturnType<typeof line>[]): ShopCartResponse => ({
  lines,
  count: lines.reduce((n, l) => n + l.quantity, 0),
  subtotal: `$${lines.reduce((n, l) => n + l.quantity * 10, 0)}.00`,
});

/** A fetch whose change answers wait until the test releases them, so the optimistic state can be seen. */
function setup(respond: (method: string, url: string, body: unknown) => Response) {
  const { bus, named } = fakeBus();
  const held: (() => void)[] = [];
  const fetchImpl = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (method !== 'GET') await new Promise<void>((resolve) => held.push(resolve));
    return respond(method, String(url), body);
  });
  const trigger = document.createElement('button');
  document.body.append(trigger);
  trigger.focus();
  layers = createLayerStack(window);
  render(<SideCart bus={bus} csrfToken="tok" layers={layers} fetchImpl={fetchImpl as typeof fetch} />);
  const open = () =>
    act(async () => {
      bus.emit('shop:cart-open', {});
    });
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
  // Let the queued request reach fetch, answer it, and let the answer render.
  const release = () =>
    act(async () => {
      await tick();
      held.shift()?.();
      await tick();
    });
  const flush = () => act(tick);
  return { bus, named, fetchImpl, trigger, open, release, flush };
}

const quantityOf = (title: string) =>
  (screen.getByRole('spinbutton', { name: `Quantity of ${title}` }) as HTMLInputElement).value;

describe('SideCart', () => {
  it('opens on shop:cart-open as a modal dialog with focus inside, and closes on Escape back to the trigger', async () => {
    const { open, trigger, fetchImpl } = setup(() => answer(200, cartOf(line(7, 2, '$20.00'))));
    expect(screen.queryByRole('dialog')).toBeNull();
    await open();
    const dialog = screen.getByRole('dialog', { name: 'Your cart' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(screen.getByText('Product 7')).toBeTruthy();
    expect(fetchImpl).toHaveBeenCalledWith('/api/shop/cart', expect.anything());
    expect(screen.getByRole('link', { name: 'View cart' }).getAttribute('href')).toBe('/cart');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('closes on the backdrop and the close button, and fetches afresh on the next open', async () => {
    const { open, fetchImpl } = setup(() => answer(200, cartOf(line(7, 2, '$20.00'))));
    await open();
    fireEvent.click(screen.getByTestId('shop-side-cart-backdrop'));
    expect(screen.queryByText('Product 7')).toBeNull();
    await open();
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByRole('button', { name: 'Close cart' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a new quantity at once, totals pending, then the server answer', async () => {
    const { open, release, flush, named, fetchImpl } = setup((method, _url, body) =>
      method === 'PATCH'
        ? answer(200, cartOf(line(7, (body as { quantity: number }).quantity, '$30.00')))
        : answer(200, cartOf(line(7, 2, '$20.00'))),
    );
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'One more Product 7' }));
    expect(quantityOf('Product 7')).toBe('3');
    expect(screen.getByText(/Subtotal \(3 items\)/).textContent).toContain('updating…');
    expect(named('shop:cart-changed')).toEqual([{ count: 2, subtotal: '$20.00' }, { count: 3 }]);
    await flush();
    const [url, init] = fetchImpl.mock.calls[1] ?? [];
    expect([url, init?.method, init?.body]).toEqual(['/api/shop/cart/lines/7', 'PATCH', '{"quantity":3}']);
    expect((init?.headers as Record<string, string>)['x-csrf-token']).toBe('tok');
    await release();
    expect(screen.getByText(/Subtotal \(3 items\)/).textContent).toContain('$30.00');
    expect(named('shop:cart-changed').at(-1)).toEqual({ count: 3, subtotal: '$30.00' });
  });

  it('rolls a refused quantity back and says why in a toast', async () => {
    const { open, release, named } = setup((method) =>
      method === 'PATCH'
        ? answer(400, { error: { code: 'SHOP_BAD_CART_INPUT', message: 'quantity: quantity must be 1-999' } })
        : answer(200, cartOf(line(7, 2, '$20.00'))),
    );
    await open();
    const field = screen.getByRole('spinbutton', { name: 'Quantity of Product 7' });
    fireEvent.change(field, { target: { value: '1000' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(quantityOf('Product 7')).toBe('1000');
    await release();
    expect(quantityOf('Product 7')).toBe('2');
    expect(screen.getByText(/Subtotal \(2 items\)/).textContent).toContain('$20.00');
    expect(named('popups:toast')).toEqual([
      { message: 'Product 7 was not changed: quantity must be 1-999', type: 'error' },
    ]);
    expect(named('shop:cart-changed')).toEqual([
      { count: 2, subtotal: '$20.00' },
      { count: 1000 },
      { count: 2, subtotal: '$20.00' },
    ]);
  });

  it('removes a line at once and brings it back when the server refuses', async () => {
    const { open, release, named } = setup((method) =>
      method === 'DELETE' ? answer(503, null) : answer(200, cartOf(line(7, 2, '$20.00'), line(8, 1, '$10.00'))),
    );
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Product 8' }));
    expect(screen.queryByText('Product 8')).toBeNull();
    await release();
    expect(screen.getByText('Product 8')).toBeTruthy();
    expect(named('popups:toast')).toEqual([
      { message: 'Product 8 was not removed: Please try again in a moment.', type: 'error' },
    ]);
  });

  it('sends changes one at a time in order, each on the answer to the one before', async () => {
    let server = cartOf(line(7, 2, '$20.00'));
    const { open, release, fetchImpl } = setup((method, _url, body) => {
      if (method === 'PATCH') server = cartOf(line(7, (body as { quantity: number }).quantity, 'ok'));
      if (method === 'DELETE') server = cartOf();
      return answer(200, server);
    });
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'One more Product 7' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Product 7' }));
    expect(screen.getByText('Your cart is currently empty.')).toBeTruthy();
    await release();
    await release();
    expect(fetchImpl.mock.calls.slice(1).map(([, init]) => init?.method)).toEqual(['PATCH', 'DELETE']);
    expect(screen.getByText('Your cart is currently empty.')).toBeTruthy();
  });
});
