import { createDesktopMenu } from './desktop-menu';
import { DESKTOP, key, pointer } from './test-markup';

function setup() {
  document.body.innerHTML = DESKTOP;
  const nav = document.getElementById('site-menu') as HTMLElement;
  const menu = createDesktopMenu(nav);
  const item = (label: string) =>
    [...nav.querySelectorAll('.site-menu__item')].find(
      (li) => li.querySelector('a')?.textContent === label,
    ) as HTMLElement;
  const toggle = (label: string) => item(label).querySelector('.site-menu__toggle') as HTMLButtonElement;
  const expanded = (label: string) => toggle(label).getAttribute('aria-expanded') === 'true';
  const link = (label: string) => [...nav.querySelectorAll('a')].find((a) => a.textContent === label) as HTMLElement;
  return { nav, menu, item, toggle, expanded, link };
}

describe('desktop menu: hover intent (spec 9: interval 100 ms, timeout 120 ms)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens once the pointer rests for an interval and closes 120 ms after it leaves', () => {
    const { item, expanded } = setup();
    pointer('pointerenter', item('Shop'));
    jest.advanceTimersByTime(99);
    expect(expanded('Shop')).toBe(false);
    jest.advanceTimersByTime(1);
    expect(expanded('Shop')).toBe(true);
    pointer('pointerleave', item('Shop'));
    jest.advanceTimersByTime(119);
    expect(expanded('Shop')).toBe(true);
    jest.advanceTimersByTime(1);
    expect(expanded('Shop')).toBe(false);
  });

  it('opens nothing for a pointer crossing the menu, and stays open when the pointer comes back in time', () => {
    const { item, expanded } = setup();
    pointer('pointerenter', item('Blog'), 0, 0);
    pointer('pointermove', item('Blog'), 40, 0);
    jest.advanceTimersByTime(100);
    expect(expanded('Blog')).toBe(false);
    pointer('pointerleave', item('Blog'));
    jest.advanceTimersByTime(500);
    expect(expanded('Blog')).toBe(false);
    pointer('pointerenter', item('Blog'));
    jest.advanceTimersByTime(100);
    pointer('pointerleave', item('Blog'));
    jest.advanceTimersByTime(60);
    pointer('pointerenter', item('Blog'));
    jest.advanceTimersByTime(500);
    expect(expanded('Blog')).toBe(true);
  });

  it('replays the pointer that loaded the script: an item already under it opens on intent', () => {
    const { menu, link, expanded } = setup();
    const event = new MouseEvent('pointerover', { bubbles: true, clientX: 5, clientY: 5 });
    Object.defineProperty(event, 'pointerType', { value: 'mouse' });
    link('Shop').dispatchEvent(event);
    menu.replay(event);
    jest.advanceTimersByTime(100);
    expect(expanded('Shop')).toBe(true);
  });
});

describe('desktop menu: keyboard (APG disclosure navigation)', () => {
  it('toggles on the button, one submenu open per level, Escape closes with focus on the toggle', () => {
    const { toggle, expanded } = setup();
    toggle('Shop').click();
    expect(expanded('Shop')).toBe(true);
    toggle('Blog').click();
    expect(expanded('Shop')).toBe(false);
    expect(expanded('Blog')).toBe(true);
    toggle('Blog').focus();
    expect(key(toggle('Blog'), 'Escape').defaultPrevented).toBe(true);
    expect(expanded('Blog')).toBe(false);
    expect(document.activeElement).toBe(toggle('Blog'));
  });

  it('Down opens at the first item, Up/Down move inside, Right opens a nested submenu, Left and Escape go back', () => {
    const { toggle, link, expanded } = setup();
    toggle('Shop').focus();
    key(toggle('Shop'), 'ArrowDown');
    expect(expanded('Shop')).toBe(true);
    expect(document.activeElement).toBe(link('Electronics'));
    key(link('Electronics'), 'ArrowDown');
    expect(document.activeElement).toBe(toggle('Electronics'));
    key(toggle('Electronics'), 'ArrowRight');
    expect(expanded('Electronics')).toBe(true);
    expect(document.activeElement).toBe(link('Cameras'));
    key(link('Cameras'), 'ArrowLeft');
    expect(expanded('Electronics')).toBe(false);
    expect(document.activeElement).toBe(toggle('Electronics'));
    key(toggle('Electronics'), 'Escape');
    expect(expanded('Shop')).toBe(false);
    expect(document.activeElement).toBe(toggle('Shop'));
  });

  it('Left/Right move along the top level and wrap', () => {
    const { toggle, link } = setup();
    link('Offers').focus();
    key(link('Offers'), 'ArrowRight');
    expect(document.activeElement).toBe(link('Shop'));
    key(link('Shop'), 'ArrowLeft');
    expect(document.activeElement).toBe(link('Offers'));
    key(link('Offers'), 'ArrowLeft');
    expect(document.activeElement).toBe(toggle('Blog'));
  });

  it('closes everything when focus or a click leaves the menu', () => {
    const { toggle, expanded } = setup();
    document.body.insertAdjacentHTML('beforeend', '<button id="out">Out</button>');
    toggle('Shop').click();
    document.getElementById('out')?.click();
    expect(expanded('Shop')).toBe(false);
    toggle('Shop').click();
    toggle('Shop').dispatchEvent(
      new FocusEvent('focusout', { bubbles: true, relatedTarget: document.getElementById('out') }),
    );
    expect(expanded('Shop')).toBe(false);
  });
});
