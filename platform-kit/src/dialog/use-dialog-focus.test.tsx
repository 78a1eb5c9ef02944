/** @jest-environment jsdom */
import { act, useRef, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createLayerStack, type OwnedLayerStack } from '../layers/layer-stack';
import { focusables } from './focus-trap';
import { useDialogFocus } from './use-dialog-focus';
import { useLayer } from './use-layer';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

function Dialog({ layers, onClose }: { layers: OwnedLayerStack; onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const [view, setView] = useState('login');
  const layer = useLayer(layers, { id: 'auth:dialog', ref, modal: true, onDismiss: onClose });
  useDialogFocus(ref, layer, view);
  return (
    <div ref={ref} role="dialog" aria-modal="true" tabIndex={-1}>
      <button type="button" onClick={() => setView('register')}>
        Register instead
      </button>
      <input aria-label={`${view} e-mail`} />
      <a href="/terms">Terms</a>
      <p hidden>
        <button type="button">hidden</button>
      </p>
    </div>
  );
}

const press = (key: string, shiftKey = false) => {
  const event = new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true });
  (document.activeElement ?? document).dispatchEvent(event);
  return event;
};

describe('useDialogFocus on the layer stack', () => {
  let host: HTMLElement;
  let root: Root;
  let trigger: HTMLButtonElement;
  let layers: OwnedLayerStack;
  let shown = true;
  const onClose = jest.fn(() => {
    shown = false;
    act(() => root.render(<></>));
  });
  const dialog = () => host.querySelector('[role=dialog]') as HTMLElement;

  beforeEach(() => {
    shown = true;
    layers = createLayerStack(window);
    trigger = document.createElement('button');
    trigger.textContent = 'Log in';
    host = document.createElement('div');
    document.body.append(trigger, host);
    trigger.focus();
    root = createRoot(host);
    act(() => root.render(<Dialog layers={layers} onClose={onClose} />));
  });

  afterEach(() => {
    act(() => root.unmount());
    layers.destroy();
    document.body.replaceChildren();
    onClose.mockClear();
  });

  it('moves focus to the first text field and again when the view changes', () => {
    expect(document.activeElement).toBe(host.querySelector('input'));
    act(() => (host.querySelector('button') as HTMLButtonElement).click());
    expect(document.activeElement?.getAttribute('aria-label')).toBe('register e-mail');
  });

  it('wraps Tab and Shift+Tab inside, skipping hidden controls', () => {
    const [first, , last] = focusables(dialog());
    last?.focus();
    press('Tab');
    expect(document.activeElement).toBe(first);
    press('Tab', true);
    expect(document.activeElement).toBe(last);
  });

  it('leaves Tab alone while a modal layer opened above it is on top', () => {
    const above = document.createElement('div');
    above.innerHTML = '<button>OK</button>';
    document.body.append(above);
    layers.open({ id: 'popups:builder-1', element: above, modal: true, dismiss: () => false });
    const last = focusables(dialog()).at(-1) as HTMLElement;
    last.focus();
    expect(press('Tab').defaultPrevented).toBe(false);
  });

  it('is closed by the stack on Escape, which gives focus back to the trigger', () => {
    expect(layers.layers()).toEqual(['auth:dialog']);
    expect(press('Escape').defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(shown).toBe(false);
    expect(layers.layers()).toEqual([]);
    expect(document.activeElement).toBe(trigger);
  });

  it('never takes an Escape meant for a modal layer above it', () => {
    const above = document.createElement('div');
    document.body.append(above);
    const dismiss = jest.fn(() => false);
    layers.open({ id: 'popups:builder-1', element: above, modal: true, dismiss });
    press('Escape');
    expect(dismiss).toHaveBeenCalledWith('escape');
    expect(onClose).not.toHaveBeenCalled();
  });
});
