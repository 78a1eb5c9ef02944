/** @jest-environment jsdom */
import { act, useRef, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { focusables, trapTab } from './focus-trap';
import { useDialogFocus } from './use-dialog-focus';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

function Dialog({ onClose }: { onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const [view, setView] = useState('login');
  useDialogFocus(ref, onClose, view);
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

const press = (key: string, shiftKey = false) =>
  document.dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true }));

describe('useDialogFocus', () => {
  let host: HTMLElement;
  let root: Root;
  let trigger: HTMLButtonElement;
  const onClose = jest.fn();

  beforeEach(() => {
    trigger = document.createElement('button');
    trigger.textContent = 'Log in';
    host = document.createElement('div');
    document.body.append(trigger, host);
    trigger.focus();
    root = createRoot(host);
    act(() => root.render(<Dialog onClose={onClose} />));
  });

  afterEach(() => {
    act(() => root.unmount());
    document.body.replaceChildren();
    onClose.mockReset();
  });

  it('moves focus to the first text field and again when the view changes', () => {
    expect(document.activeElement).toBe(host.querySelector('input'));
    act(() => (host.querySelector('button') as HTMLButtonElement).click());
    expect(document.activeElement?.getAttribute('aria-label')).toBe('register e-mail');
  });

  it('wraps Tab and Shift+Tab inside, skipping hidden controls', () => {
    const [first, , last] = focusables(host.querySelector('[role=dialog]') as HTMLElement);
    last?.focus();
    press('Tab');
    expect(document.activeElement).toBe(first);
    press('Tab', true);
    expect(document.activeElement).toBe(last);
  });

  it('closes on Escape and gives focus back to the trigger once gone', () => {
    press('Escape');
    expect(onClose).toHaveBeenCalledTimes(1);
    act(() => root.render(<></>));
    expect(document.activeElement).toBe(trigger);
  });
});

describe('trapTab', () => {
  it('brings focus that escaped back to the first control, and holds Tab in an empty container', () => {
    const box = document.createElement('div');
    box.innerHTML = '<button>one</button><button>two</button>';
    const outside = document.createElement('button');
    document.body.append(box, outside);
    outside.focus();
    const event = { key: 'Tab', shiftKey: false, preventDefault: jest.fn() };
    trapTab(box, event);
    expect(document.activeElement?.textContent).toBe('one');
    const empty = document.createElement('div');
    const held = { key: 'Tab', shiftKey: false, preventDefault: jest.fn() };
    trapTab(empty, held);
    expect(held.preventDefault).toHaveBeenCalled();
    document.body.replaceChildren();
  });
});
