/** @jest-environment jsdom */
import { useState } from 'react';
import type { EventBus, EventMessage, EventName, IslandProps } from '@site/shared-contracts/platform';
import { createLayerStack } from '../layers';
import { defineIsland, type ParcelProps } from './define-island';
import { useBusEvent } from './use-bus-event';

// single-spa-react resolves mount from React's own scheduling, so these tests run outside act().
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false });

/** A bus that delivers synchronously, like the shell's. */
function testBus(): EventBus & { listeners(name: EventName): number } {
  const handlers = new Map<string, Set<(payload: unknown) => void>>();
  return {
    emit: (name, payload) => {
      handlers.get(name)?.forEach((h) => h(payload));
      return true;
    },
    on: (name, handler) => {
      const set = handlers.get(name) ?? new Set();
      set.add(handler as (payload: unknown) => void);
      handlers.set(name, set);
      return () => set.delete(handler as (payload: unknown) => void);
    },
    listeners: (name) => handlers.get(name)?.size ?? 0,
  };
}

function parcelProps(bus: EventBus, domElement: HTMLElement, fail = jest.fn()): ParcelProps {
  return {
    name: 'test-island',
    bus,
    site: {} as IslandProps['site'],
    visitor: { loggedIn: false },
    csrfToken: 't',
    layers: createLayerStack(window),
    props: {},
    domElement,
    fail,
  };
}

function Counter({ bus }: IslandProps) {
  const [count, setCount] = useState(0);
  useBusEvent(bus, 'shop:cart-changed', (cart: EventMessage<'shop:cart-changed'>) => setCount(cart.count));
  return <output>items: {count}</output>;
}

/** Poll a condition across React's scheduled renders (no fixed sleeps). */
async function waitFor(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(condition()).toBe(true);
}

function Broken(): never {
  throw new Error('render failed');
}

describe('defineIsland', () => {
  let element: HTMLElement;
  beforeEach(() => {
    element = document.createElement('div');
    document.body.append(element);
  });
  afterEach(() => element.remove());

  it('mounts into the placeholder and hears an event emitted as soon as mount resolves', async () => {
    const bus = testBus();
    const island = defineIsland(Counter);
    const props = parcelProps(bus, element);
    await island.bootstrap(props);
    await island.mount(props);
    bus.emit('shop:cart-changed', { count: 3, subtotal: '9,00 €' });
    await waitFor(() => element.textContent === 'items: 3');
    await island.unmount(props);
    expect(bus.listeners('shop:cart-changed')).toBe(0);
    expect(element.textContent).toBe('');
  });

  it('hands a render error to fail instead of leaving a blank island', async () => {
    const fail = jest.fn();
    const island = defineIsland(Broken);
    const props = parcelProps(testBus(), element, fail);
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await island.bootstrap(props);
    await island.mount(props);
    await waitFor(() => fail.mock.calls.length > 0);
    quiet.mockRestore();
    expect(fail).toHaveBeenCalledWith(expect.objectContaining({ message: 'render failed' }));
  });
});
