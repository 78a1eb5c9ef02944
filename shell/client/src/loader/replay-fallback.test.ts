import { byId, click, interactionIsland, press, settle } from '../testing/interaction-island';
import { HOLD_LIMIT_MS } from './replay';

describe('what the replay leaves to the browser: never a dead click, never a modified click', () => {
  let current: ReturnType<typeof interactionIsland> | null = null;
  const start = () => (current = interactionIsland());
  afterEach(() => {
    current?.done();
    jest.useRealTimers();
  });

  it('a failed mount replays the event without JavaScript: the link is followed, the form is submitted', async () => {
    const t = start();
    press('link');
    click('link');
    click('buy');
    t.finish('failed');
    await settle();
    expect(t.island).toEqual([]);
    expect(t.page).toEqual([
      { type: 'click', id: 'link', prevented: false },
      { type: 'click', id: 'buy', prevented: false },
      { type: 'submit', id: 'form', prevented: false },
    ]);
    // The copies the shell put back took them (only what is in the page reaches the window); the island is
    // failed, so later events are the browser's at once.
    click('other');
    expect(t.page.at(-1)).toEqual({ type: 'click', id: 'other', prevented: false });
  });

  it('an island that rendered its own form in place of the held one: the held form is submitted without JavaScript', async () => {
    const t = start();
    press('add');
    click('add');
    t.finish('replaced');
    await settle();
    expect(t.page).toEqual([{ type: 'submit', id: 'form', prevented: false }]);
    expect((byId('form') as HTMLFormElement).hidden).toBe(true);
    expect(byId('own')).not.toBeNull();
  });

  it('a mount slower than the limit lets the held event go without JavaScript, and holds nothing more', async () => {
    jest.useFakeTimers();
    const t = start();
    press('link');
    click('link');
    jest.advanceTimersByTime(HOLD_LIMIT_MS);
    await Promise.resolve();
    await Promise.resolve();
    expect(t.page).toEqual([{ type: 'click', id: 'link', prevented: false }]);
    click('other');
    expect(t.page.at(-1)).toEqual({ type: 'click', id: 'other', prevented: false });
    // The island mounting afterwards replays nothing a second time.
    t.finish('mounted');
    await jest.runAllTimersAsync();
    expect(t.island).toEqual([]);
  });

  it('leaves modified clicks, other buttons, text, text fields and disclosures alone', () => {
    const t = start();
    press('link');
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      click('link', init);
    }
    for (const id of ['text', 'qty', 'summary']) click(id);
    expect(t.page.map((seen) => `${seen.id} ${seen.prevented}`)).toEqual([
      ...Array(5).fill('link false'),
      'text false',
      'qty false',
      'summary false',
    ]);
  });
});
