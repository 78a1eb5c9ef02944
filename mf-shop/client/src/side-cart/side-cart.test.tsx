import { act, fireEvent, render, screen } from '@testing-library/react';
import type { EventBus, EventName } from '@site/shared-contracts/platform';
import { SideCart } from './side-cart';

/** A minimal in-memory bus with the shell's {emit, on} shape. */
function fakeBus() {
  const handlers = new Map<string, ((payload: unknown) => void)[]>();
  const emitted: { name: string; payload: unknown }[] = [];
  const bus = {
    emit(name: EventName, payload: unknown) {
      emitted.push({ name, payload });
      (handlers.get(name) ?? []).forEach((h) => h(payload));
      return true;
    },
    on(name: EventName, handler: (payload: unknown) => void) {
      handlers.set(name, [...(handlers.get(name) ?? []), handler]);
      return () =>
        handlers.set(
          name,
          (handlers.get(name) ?? []).filter((h) => h !== handler),
        );
    },
  } as EventBus;
  return { bus, emitted };
}

const line = {
  productId: 7,
  slug: 'acme-pro-laptop-7',
  title: 'Acme Pro Laptop 7',
  quantity: 2,
  unitPrice: '$10.00',
  lineTotal: '$20.00',
  imageUrl: '/img/product/7.svg',
};
// jsdom has no Response: the store only reads ok, status and json().
const json = (body: unknown) => ({ ok: true, status: 200, json: async () => body }) as unknown as Response;

function setup() {
  const { bus, emitted } = fakeBus();
  const fetchImpl = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) =>
    init?.method === 'DELETE'
      ? json({ lines: [], count: 0, subtotal: '$0.00' })
      : json({ lines: [line], count: 2, subtotal: '$20.00' }),
  );
  const trigger = document.createElement('button');
  document.body.append(trigger);
  trigger.focus();
  render(<SideCart bus={bus} csrfToken="tok" fetchImpl={fetchImpl as typeof fetch} />);
  const open = async () => {
    await act(async () => {
      bus.emit('shop:cart-open', {});
    });
  };
  return { bus, emitted, fetchImpl, trigger, open };
}

afterEach(() => document.body.replaceChildren());

describe('SideCart', () => {
  it('opens on shop:cart-open, lists the lines and moves focus into the dialog', async () => {
    const { open, fetchImpl } = setup();
    expect(screen.queryByRole('dialog')).toBeNull();
    await open();
    const dialog = screen.getByRole('dialog', { name: 'Your cart' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(dialog);
    expect(screen.getByText('Acme Pro Laptop 7')).toBeTruthy();
    expect(fetchImpl).toHaveBeenCalledWith('/api/shop/cart', expect.anything());
    expect(screen.getByRole('link', { name: 'View cart' }).getAttribute('href')).toBe('/cart');
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    const { open, trigger } = setup();
    await open();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('closes on the backdrop and the close button, emptying its contents', async () => {
    const { open, fetchImpl } = setup();
    await open();
    fireEvent.click(screen.getByTestId('shop-side-cart-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('Acme Pro Laptop 7')).toBeNull();
    await open();
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByRole('button', { name: 'Close cart' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('removes a line with the CSRF header and announces the change', async () => {
    const { open, fetchImpl, emitted } = setup();
    await open();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Remove Acme Pro Laptop 7' }));
    });
    const call = fetchImpl.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(call?.[0]).toBe('/api/shop/cart/lines/7');
    expect((call?.[1]?.headers as Record<string, string>)['x-csrf-token']).toBe('tok');
    expect(emitted).toContainEqual({ name: 'shop:cart-changed', payload: { count: 0, subtotal: '$0.00' } });
    expect(screen.getByText('Your cart is currently empty.')).toBeTruthy();
  });
});
