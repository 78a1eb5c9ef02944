import { clearInput, panelOpen } from './search-input';

function dialog() {
  const box = document.createElement('div');
  box.innerHTML = `<button id="a">a</button><div hidden><a href="/x" id="hidden">x</a></div>
    <input name="s" id="b" aria-expanded="false"><a href="/y" id="c">y</a>`;
  document.body.append(box);
  return box;
}

describe('search input helpers', () => {
  afterEach(() => (document.body.innerHTML = ''));

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
