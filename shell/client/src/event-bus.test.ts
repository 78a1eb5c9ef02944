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

describe('event bus hand-over to late subscribers', () => {
  it('holds an event nobody listens to yet for the first subscriber only', async () => {
    const bus = createEventBus(jest.fn());
    bus.emit('auth:open', { type: 'login' });
    const first = jest.fn();
    const second = jest.fn();
    bus.on('auth:open', first);
    bus.on('auth:open', second);
    await Promise.resolve();
    expect(first).toHaveBeenCalledWith({ type: 'login' });
    expect(second).not.toHaveBeenCalled();
  });

  it('does not hold events that a subscriber already received', async () => {
    const bus = createEventBus(jest.fn());
    const early = jest.fn();
    bus.on('shop:cart-open', early);
    bus.emit('shop:cart-open', {});
    const late = jest.fn();
    bus.on('shop:cart-open', late);
    await Promise.resolve();
    expect(early).toHaveBeenCalledTimes(1);
    expect(late).not.toHaveBeenCalled();
  });
});
