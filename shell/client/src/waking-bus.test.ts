import type { EventMessage } from '@site/shared-contracts/platform';
import { createEventBus } from './event-bus';
import type { IslandPlaceholder } from './island-registry';
import { wakingBus } from './waking-bus';

const owner = { id: 'mf-popups/popup-host' } as IslandPlaceholder;

describe('the bus islands emit on', () => {
  it('mounts the islands that own an event before delivering it, and delivers it once', async () => {
    const bus = createEventBus(jest.fn());
    const received: EventMessage<'popups:toast'>[] = [];
    const mount = jest.fn(async () => {
      // The owner subscribes while it mounts, as an island does.
      bus.on('popups:toast', (toast) => received.push(toast));
      return true;
    });
    const islands = wakingBus(bus, new Map([['popups:toast', [owner]]]), mount);
    expect(islands.emit('popups:toast', { message: 'Not added', type: 'error' })).toBe(true);
    expect(received).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mount).toHaveBeenCalledWith(owner);
    expect(received).toEqual([{ message: 'Not added', type: 'error' }]);
  });

  it('still delivers to the listeners already there when an owner cannot be mounted', async () => {
    const bus = createEventBus(jest.fn());
    const seen: number[] = [];
    bus.on('shop:cart-changed', (cart) => seen.push(cart.count));
    const islands = wakingBus(bus, new Map([['shop:cart-changed', [owner]]]), async () => {
      throw new Error('remote down');
    });
    islands.emit('shop:cart-changed', { count: 2 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).toEqual([2]);
  });

  it('refuses an invalid event at once and mounts nothing for it', () => {
    const mount = jest.fn(async () => true);
    const islands = wakingBus(createEventBus(jest.fn()), new Map([['popups:toast', [owner]]]), mount);
    expect(islands.emit('popups:toast', { message: '' })).toBe(false);
    expect(mount).not.toHaveBeenCalled();
  });

  it('emits at once when nobody owns the event', () => {
    const bus = createEventBus(jest.fn());
    const seen: string[] = [];
    bus.on('shop:cart-open', () => seen.push('open'));
    wakingBus(bus, new Map(), jest.fn()).emit('shop:cart-open', {});
    expect(seen).toEqual(['open']);
  });
});
