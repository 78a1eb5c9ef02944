import { createEventBus } from './event-bus';

describe('event bus', () => {
  it('delivers valid events to subscribers of that name only, with schema defaults applied', () => {
    const bus = createEventBus(jest.fn());
    const toasts: unknown[] = [];
    const opens: unknown[] = [];
    bus.on('popups:toast', (p) => toasts.push(p));
    bus.on('auth:open', (p) => opens.push(p));
    expect(bus.emit('popups:toast', { message: 'Added to cart' })).toBe(true);
    expect(toasts).toEqual([{ message: 'Added to cart', type: 'info' }]);
    expect(opens).toEqual([]);
  });

  it('drops and logs an event whose payload does not fit its schema', () => {
    const log = jest.fn();
    const bus = createEventBus(log);
    const seen = jest.fn();
    bus.on('auth:open', seen);
    expect(bus.emit('auth:open', { type: 'sudo' } as never)).toBe(false);
    expect(seen).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith("[bus] dropped invalid 'auth:open' event", { type: 'sudo' });
  });

  it('keeps delivering after a handler throws, and unsubscribes', () => {
    const bus = createEventBus(jest.fn());
    const good = jest.fn();
    bus.on('shop:cart-open', () => {
      throw new Error('boom');
    });
    const off = bus.on('shop:cart-open', good);
    bus.emit('shop:cart-open', {});
    off();
    bus.emit('shop:cart-open', {});
    expect(good).toHaveBeenCalledTimes(1);
  });
});
