/** @jest-environment jsdom */
import { act, useRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { LayerDismissReason } from '@site/shared-contracts/platform';
import { createLayerStack, type OwnedLayerStack } from '../layers/layer-stack';
import { useLayer } from './use-layer';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

type Props = { layers: OwnedLayerStack; open: boolean; onDismiss: (reason: LayerDismissReason) => unknown };

/** A panel that stays rendered while closed (hidden), as the search widgets' boxes do. */
function Panel({ layers, open, onDismiss }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  useLayer(layers, { id: 'search:splash-1', ref, opener, modal: true, history: true, open, onDismiss });
  return (
    <>
      <button ref={opener} type="button">
        Search
      </button>
      <div ref={ref} hidden={!open}>
        <input aria-label="Search" />
      </div>
    </>
  );
}

let layers: OwnedLayerStack;
let root: Root;
let host: HTMLElement;
let narrow = false;
beforeAll(() => {
  window.matchMedia = ((query: string) => ({ matches: narrow && query === '(max-width: 1023px)' })) as never;
});
beforeEach(() => {
  narrow = false;
  window.history.replaceState({ page: 1 }, '', '/');
  layers = createLayerStack(window);
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  layers.destroy();
  document.body.replaceChildren();
});

const render = (open: boolean, onDismiss: Props['onDismiss'] = () => undefined) =>
  act(() => root.render(<Panel layers={layers} open={open} onDismiss={onDismiss} />));
const escape = () => document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
const popstate = () => new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));

describe('useLayer', () => {
  it('is on the stack while open, with its element, and leaves it when closed or unmounted', () => {
    render(false);
    expect(layers.layers()).toEqual([]);
    render(true);
    expect(layers.layers()).toEqual(['search:splash-1']);
    expect(layers.topModal()).toBe('search:splash-1');
    render(false);
    expect(layers.layers()).toEqual([]);
    render(true);
    act(() => root.render(<></>));
    expect(layers.layers()).toEqual([]);
  });

  it('asks onDismiss and leaves the stack at once when it closes, focus back on the opener ref', () => {
    render(true);
    (host.querySelector('input') as HTMLElement).focus();
    const onDismiss = jest.fn();
    render(true, onDismiss);
    escape();
    expect(onDismiss).toHaveBeenCalledWith('escape');
    // The state that hides the panel has not rendered yet: the stack has let it go all the same.
    expect(layers.layers()).toEqual([]);
    expect(document.activeElement).toBe(host.querySelector('button'));
  });

  it('gives focus to the opener when it hides with focus inside, and React does not take it back', () => {
    render(true);
    (host.querySelector('input') as HTMLElement).focus();
    render(false);
    expect(document.activeElement).toBe(host.querySelector('button'));
  });

  it('stays on the stack when onDismiss answers false', () => {
    const onDismiss = jest.fn(() => false);
    render(true, onDismiss);
    escape();
    escape();
    expect(onDismiss).toHaveBeenCalledTimes(2);
    expect(layers.layers()).toEqual(['search:splash-1']);
  });

  it("closes on the phone's Back, and pushes no entry on a wide screen", async () => {
    narrow = true;
    const onDismiss = jest.fn();
    render(true, onDismiss);
    expect(window.history.state).toEqual({ page: 1, shellLayer: 'search:splash-1' });
    window.history.back();
    await popstate();
    expect(onDismiss).toHaveBeenCalledWith('back');
    expect(layers.layers()).toEqual([]);
    render(false, onDismiss);
    narrow = false;
    render(true, onDismiss);
    expect(window.history.state).toEqual({ page: 1 });
  });
});
