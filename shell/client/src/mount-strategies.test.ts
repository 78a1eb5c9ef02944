import { armIsland } from './mount-strategies';
import { readPlaceholder, type IslandPlaceholder } from './island-registry';

function arm(markup: string) {
  document.body.innerHTML = markup;
  const island = readPlaceholder(document.querySelector<HTMLElement>('[data-island]') as HTMLElement);
  if (typeof island === 'string') throw new Error(island);
  const mounted: IslandPlaceholder[] = [];
  armIsland(island, async (i) => (mounted.push(i), true), new Map());
  return { island, mounted };
}

const searchForm = `<div data-island="mf-search/search-box" data-mount="interaction"><form role="search"><input id="q" name="s"></form></div>`;

describe('interaction mount strategy', () => {
  it('leaves the island armed, and alone, until the visitor reaches for it', () => {
    const { island, mounted } = arm(searchForm);
    document.body.dispatchEvent(new Event('pointerenter'));
    expect(mounted).toHaveLength(0);
    expect(island.element.dataset.islandState).toBe('armed');
  });

  it.each([
    ['focus (keyboard or a tap on the input)', (input: HTMLInputElement) => input.focus()],
    [
      'a pointer over it',
      (input: HTMLInputElement) => input.closest('[data-island]')?.dispatchEvent(new Event('pointerenter')),
    ],
    ['a touch', (input: HTMLInputElement) => input.dispatchEvent(new Event('touchstart', { bubbles: true }))],
  ])('mounts once on %s', (_, interact) => {
    const { mounted } = arm(searchForm);
    const input = document.getElementById('q') as HTMLInputElement;
    interact(input);
    input.blur();
    input.focus();
    expect(mounted).toHaveLength(1);
  });

  it('mounts at once when focus is already inside before the shell starts', () => {
    document.body.innerHTML = searchForm;
    (document.getElementById('q') as HTMLInputElement).focus();
    const island = readPlaceholder(document.querySelector<HTMLElement>('[data-island]') as HTMLElement);
    if (typeof island === 'string') throw new Error(island);
    const mounted: IslandPlaceholder[] = [];
    armIsland(island, async (i) => (mounted.push(i), true), new Map());
    expect(mounted).toHaveLength(1);
  });
});
