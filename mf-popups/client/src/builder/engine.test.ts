import { createLayerStack, type OwnedLayerStack } from '@site/platform-kit/layers';
import type { PagePopup } from '@site/shared-contracts/popups';
import { startEngine, type Engine } from './engine';
import { engineProps, fragment, href, popup } from './test-engine';
import { memoryArea, storesOver } from './test-stores';

let engine: Engine | undefined;
let layers: OwnedLayerStack;
let local = memoryArea();
let beacon: jest.Mock;
let elsewhere: jest.Mock;

function start(popups: PagePopup[], areas = { local, session: memoryArea() }) {
  engine = startEngine({
    win: window,
    layers,
    props: engineProps(popups),
    siteTimeZone: 'UTC',
    content: (id) =>
      fragment(
        `<h2>Title ${id}</h2><p><a href="/x">A link</a></p><p><a href="${href('popup:close', { do_not_show_again: true })}">Never again</a></p>`,
      ),
    openElsewhere: elsewhere,
    beacon,
    stores: storesOver(areas.local, areas.session),
  });
  return engine;
}

beforeEach(() => {
  jest.useFakeTimers();
  document.body.innerHTML = '<button id="opener" class="open-me">open</button><a id="action" href="#">a</a>';
  layers = createLayerStack(window);
  local = memoryArea();
  beacon = jest.fn();
  elsewhere = jest.fn();
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  engine?.stop();
  engine = undefined;
  layers.destroy();
  jest.useRealTimers();
});

const dialogs = () => [...document.querySelectorAll('[role="dialog"]')];
const link = (h: string) => {
  const a = document.getElementById('action') as HTMLAnchorElement;
  a.setAttribute('href', h);
  return a;
};

it('a trigger opens the popup as a labelled modal dialog and counts one impression (beacon)', () => {
  start([popup('a', { triggers: { page_load_delay: 1 } })]);
  expect(dialogs()).toHaveLength(0);
  jest.advanceTimersByTime(1000);
  const dialog = dialogs()[0];
  expect(dialog?.getAttribute('aria-modal')).toBe('true');
  expect(document.getElementById(dialog?.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('Title a');
  expect(beacon).toHaveBeenCalledWith('a');
});

it('counts pageViews and sessions once per page view', () => {
  const session = memoryArea();
  start([popup('a')], { local, session }).stop();
  start([popup('a')], { local, session });
  expect(JSON.parse(local.data.get('popups.builder') ?? '')).toMatchObject({ pageViews: 2, sessions: 1 });
});

it('avoid_multiple_popups: a second trigger-opened popup is skipped; its open_selector still opens it (T-AVOID)', () => {
  start([
    popup('a', { triggers: { page_load_delay: 1 } }),
    popup('b', {
      triggers: { page_load_delay: 2 },
      display: { avoid_multiple_popups: true, open_selector: '.open-me' },
    }),
  ]);
  jest.advanceTimersByTime(2000);
  expect(engine?.openIds()).toEqual(['a']);
  document.getElementById('opener')?.click();
  expect(engine?.openIds()).toEqual(['a', 'b']);
});

it('Escape closes unless prevented; background click closes unless prevented', () => {
  start([
    popup('a'),
    popup('b', { display: { prevent_close_on_esc_key: true, prevent_close_on_background_click: true } }),
  ]);
  engine?.open('b');
  document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
  (document.querySelector('.popups-builder__overlay') as HTMLElement).click();
  expect(engine?.openIds()).toEqual(['b']);
  engine?.stop();
  start([popup('a')]);
  engine?.open('a');
  document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
  expect(engine?.openIds()).toEqual([]);
  engine?.open('a');
  (document.querySelector('.popups-builder__overlay') as HTMLElement).click();
  expect(engine?.openIds()).toEqual([]);
});

it('focus moves in after 250 ms, Tab wraps inside, and focus returns to the opener (T-A11Y)', () => {
  start([popup('a', { display: { open_selector: '.open-me' } })]);
  const opener = document.getElementById('opener') as HTMLButtonElement;
  opener.focus();
  opener.click();
  jest.advanceTimersByTime(250);
  const dialog = dialogs()[0] as HTMLElement;
  const links = [...dialog.querySelectorAll('a')];
  expect(document.activeElement).toBe(links[0]);
  links[1]?.focus();
  const tab = new KeyboardEvent('keydown', { key: 'Tab', cancelable: true });
  document.dispatchEvent(tab);
  expect(tab.defaultPrevented).toBe(true);
  expect(document.activeElement?.getAttribute('aria-label')).toBe('Close');
  document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
  expect(document.activeElement).toBe(opener);
});

it('no listener is left behind after ten open/close cycles', () => {
  const add = jest.spyOn(document, 'addEventListener');
  const remove = jest.spyOn(document, 'removeEventListener');
  start([popup('a')]);
  const before = add.mock.calls.length - remove.mock.calls.length;
  for (let i = 0; i < 10; i++) {
    engine?.open('a');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
  }
  expect(add.mock.calls.length - remove.mock.calls.length).toBe(before);
});

it('close button delay, outside position, close automatically and classes', () => {
  start([
    popup('a', {
      display: { close_button_delay: 2, close_button_position: 'outside', close_automatically: 5, classes: 'x y' },
    }),
  ]);
  engine?.open('a');
  const root = document.getElementById('popups-builder-modal-a') as HTMLElement;
  expect(root.className).toBe('popups-builder x y');
  const close = root.querySelector('.popups-builder__close') as HTMLButtonElement;
  expect(close.parentElement).toBe(root);
  expect(close.hidden).toBe(true);
  jest.advanceTimersByTime(2000);
  expect(close.hidden).toBe(false);
  jest.advanceTimersByTime(3000);
  expect(engine?.openIds()).toEqual([]);
});

it('times counted on close by default, on open with times_count=open; never for another popup', () => {
  const timing = { times_times: 5 };
  start([popup('a', { timing }), popup('b', { timing: { ...timing, times_count: 'open' } })]);
  engine?.open('a');
  engine?.open('b');
  let stored = JSON.parse(local.data.get('popups.builder') ?? '');
  expect(stored.popup_a_times).toBeUndefined();
  expect(stored.popup_b_times).toBe(1);
  // Escape closes the topmost popup only (b), then the one beneath it.
  document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
  expect(engine?.openIds()).toEqual(['a']);
  document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
  stored = JSON.parse(local.data.get('popups.builder') ?? '');
  expect(stored.popup_a_times).toBe(1);
  expect(stored.popup_b_times).toBe(1);
});

it('do not show again: the link disables the popup for good (T-DNSA)', () => {
  start([popup('a', { display: { open_selector: '.open-me' }, triggers: { click_times: 1 } })]);
  engine?.open('a');
  (dialogs()[0]?.querySelectorAll('a')[1] as HTMLElement).click();
  expect(engine?.openIds()).toEqual([]);
  expect(JSON.parse(local.data.get('popups.builder') ?? '')).toMatchObject({ popup_a_disable: true });
  engine?.stop();
  start([popup('a', { display: { open_selector: '.open-me' }, triggers: { page_load_delay: 0 } })]);
  jest.advanceTimersByTime(10);
  document.getElementById('opener')?.click();
  expect(engine?.open('a')).toBe(false);
  expect(dialogs()).toHaveLength(0);
});

describe('link actions from a click and the hash', () => {
  it('popup:open opens, toggle closes; an id not on the page goes to the popup host', () => {
    start([popup('a')]);
    link(href('popup:open', { id: 'a' })).click();
    expect(engine?.openIds()).toEqual(['a']);
    link(href('popup:open', { id: 'a', toggle: true })).click();
    expect(engine?.openIds()).toEqual([]);
    link(href('popup:open', { id: 'newsletter' })).click();
    expect(elsewhere).toHaveBeenCalledWith('newsletter');
  });

  it('from the hash at start, which is then cleared', () => {
    window.history.replaceState(null, '', `/page${href('popup:open', { id: 'a' })}`);
    start([popup('a')]);
    expect(engine?.openIds()).toEqual(['a']);
    expect(window.location.hash).toBe('');
  });

  it('off_canvas actions dispatch the shell:off-canvas event', () => {
    const seen: string[] = [];
    document.addEventListener('shell:off-canvas', (e) =>
      seen.push((e as CustomEvent<{ action: string }>).detail.action),
    );
    start([popup('a')]);
    for (const action of ['open', 'close', 'toggle']) link(href(`off_canvas:${action}`)).click();
    expect(seen).toEqual(['open', 'close', 'toggle']);
  });

  it('an image link opens an accessible lightbox; Escape closes it and focus returns', () => {
    start([popup('a')]);
    const a = link('/img/deal.webp');
    a.textContent = 'The deal';
    a.focus();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    a.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    const box = document.querySelector('.popups-lightbox') as HTMLElement;
    expect(box.getAttribute('role')).toBe('dialog');
    expect(box.querySelector('img')?.getAttribute('src')).toContain('/img/deal.webp');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Close the image');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(document.querySelector('.popups-lightbox')).toBeNull();
    expect(document.activeElement).toBe(a);
  });

  it('a malformed action is ignored with a warning and the page goes on', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    start([popup('a')]);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link('#elementor-action:action=popup:open&settings=%%%').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(warn).toHaveBeenCalled();
    expect(engine?.openIds()).toEqual([]);
  });
});

it('theme_template_id scrolls to that template’s element', () => {
  document.body.insertAdjacentHTML('beforeend', '<section data-template-id="7">t</section>');
  window.history.replaceState(null, '', '/?theme_template_id=7');
  const scroll = jest.fn();
  window.scrollTo = scroll as unknown as typeof window.scrollTo;
  start([popup('a')]);
  expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ top: expect.any(Number) }));
});
