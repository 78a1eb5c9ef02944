import { byId, click, interactionIsland, press, settle } from '../testing/interaction-island';

describe('replay of the event that wakes an interaction island', () => {
  let current: ReturnType<typeof interactionIsland> | null = null;
  const start = () => (current = interactionIsland());
  afterEach(() => {
    current?.done();
    jest.useRealTimers();
  });

  it('mouse: holds the click while the island loads, then replays it once to the island', async () => {
    const t = start();
    t.element.dispatchEvent(new Event('pointerenter'));
    expect(t.go).toHaveBeenCalledTimes(1);
    const first = click('link');
    expect(first.defaultPrevented).toBe(true);
    // Stopped: nothing on the page saw the first click.
    expect(t.page).toEqual([]);
    t.finish('mounted');
    await settle();
    expect(t.island).toEqual(['click link']);
    expect(t.page).toEqual([{ type: 'click', id: 'link', prevented: true }]);
    expect(t.go).toHaveBeenCalledTimes(1);
  });

  it('touch: pointerdown starts the load, the later click is held and replayed once', async () => {
    const t = start();
    press('link');
    expect(t.go).toHaveBeenCalledTimes(1);
    byId('link').dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(click('link').defaultPrevented).toBe(true);
    expect(t.go).toHaveBeenCalledTimes(1);
    t.finish('mounted');
    await settle();
    await settle();
    expect(t.island).toEqual(['click link']);
  });

  it('a click on a submit button is replayed as that button, so the island submits once with its submitter', async () => {
    const t = start();
    press('buy');
    expect(click('buy').defaultPrevented).toBe(true);
    expect(t.page).toEqual([]);
    t.finish('mounted');
    await settle();
    expect(t.island).toEqual(['submit buy']);
    expect(t.page).toEqual([
      { type: 'click', id: 'buy', prevented: false },
      { type: 'submit', id: 'form', prevented: true },
    ]);
  });

  it('a submit (Enter in a field) is held and submitted again with its submitter', async () => {
    const t = start();
    byId('qty').focus();
    (byId('form') as HTMLFormElement).requestSubmit(byId('buy'));
    expect(t.page).toEqual([]);
    t.finish('mounted');
    await settle();
    expect(t.island).toEqual(['submit buy']);
  });

  it('replays two different events in order, and a repeated one once', async () => {
    const t = start();
    press('link');
    click('link');
    click('link');
    click('other');
    click('add');
    t.finish('mounted');
    await settle();
    expect(t.island).toEqual(['click link', 'click other', 'submit add']);
  });

  it('holds Enter on a scripted control and replays it as a key; keys on native controls stay native', async () => {
    const t = start();
    byId('toggle').focus();
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    byId('toggle').dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);
    const native = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    byId('add').dispatchEvent(native);
    expect(native.defaultPrevented).toBe(false);
    t.finish('mounted');
    await settle();
    expect(t.island).toEqual(['key Enter']);
  });

  it('leaves a mounted island alone: its events are its own, and nothing is replayed after', async () => {
    const t = start();
    press('text');
    t.finish('mounted');
    await settle();
    click('link');
    // The island prevented it, not the shell: it reached the page at once.
    expect(t.island).toEqual(['click link']);
    expect(t.page).toEqual([{ type: 'click', id: 'link', prevented: true }]);
    await settle();
    expect(t.island).toEqual(['click link']);
  });
});
