import { clearInput, focusables, panelOpen, trapTab } from './focus';

function dialog() {
  const box = document.createElement('div');
  box.innerHTML = `<button id="a">a</button><div hidden><a href="/x" id="hidden">x</a></div>
    <input name="s" id="b" aria-expanded="false"><a href="/y" id="c">y</a>`;
  document.body.append(box);
  return box;
}

const tab = (shiftKey = false) => ({ key: 'Tab', shiftKey, preventDefault: jest.fn() });

describe('focus helpers', () => {
  afterEach(() => (document.body.innerHTML = ''));

  it('lists focusable controls in order, skipping hidden panels', () => {
    expect(focusables(dialog()).map((el) => el.id)).toEqual(['a', 'b', 'c']);
  });

  it('wraps Tab from the last control to the first and Shift+Tab from the first to the last', () => {
    const box = dialog();
    (box.querySelector('#c') as HTMLElement).focus();
    const forward = tab();
    trapTab(box, forward);
    expect(forward.preventDefault).toHaveBeenCalled();
    expect(document.activeElement?.id).toBe('a');

    const back = tab(true);
    trapTab(box, back);
    expect(document.activeElement?.id).toBe('c');
  });

  it('lets Tab move normally between inner controls', () => {
    const box = dialog();
    (box.querySelector('#a') as HTMLElement).focus();
    const event = tab();
    trapTab(box, event);
    expect(event.preventDefault).not.toHaveBeenCalled();
  });

  it('clears an input through a real input event and reads the panel state from aria-expanded', () => {
    const box = dialog();
    const input = box.querySelector('input') as HTMLInputElement;
    input.value = 'laptop';
    const seen: string[] = [];
    box.addEventListener('input', () => seen.push(input.value));
    clearInput(input);
    expect(seen).toEqual(['']);
    clearInput(input); // already empty: no event
    expect(seen).toHaveLength(1);
    expect(panelOpen(box)).toBe(false);
    input.setAttribute('aria-expanded', 'true');
    expect(panelOpen(box)).toBe(true);
  });
});
