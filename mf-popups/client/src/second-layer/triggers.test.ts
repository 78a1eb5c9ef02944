import { createEventHub } from '../builder/event-hub';
import { armLayerTrigger, DATE_TRIGGER_DELAY_MS, inDailyWindow } from './triggers';
import type { SecondLayerTrigger } from '@site/shared-contracts/popups';

const ZONE = 'Europe/Berlin';

beforeEach(() => {
  jest.useFakeTimers();
  // 27 November 2026, 12:00 in Berlin (UTC+1).
  jest.setSystemTime(new Date('2026-11-27T11:00:00Z'));
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
  Object.defineProperty(window, 'innerHeight', { value: 1000, configurable: true });
  Object.defineProperty(document.documentElement, 'scrollHeight', { value: 3000, configurable: true });
  document.body.innerHTML =
    '<main><button class="open" data-popups-custom-content="hi">Open</button><p id="x">x</p></main>';
});
afterEach(() => jest.useRealTimers());

function arm(trigger: SecondLayerTrigger, touch = false) {
  const hub = createEventHub(window);
  const fire = jest.fn();
  const stop = armLayerTrigger('p', trigger, { hub, win: window, touch, siteTimeZone: ZONE }, fire);
  return { fire, stop, hub };
}

it('page load: fires after its delay, not before', () => {
  const { fire } = arm({ type: 'page-load', delay: 3 });
  jest.advanceTimersByTime(2999);
  expect(fire).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(fire).toHaveBeenCalledTimes(1);
});

it('inactivity: fires after the delay without activity; a key press restarts the wait', () => {
  const { fire } = arm({ type: 'user-inactive', delay: 5 });
  jest.advanceTimersByTime(4000);
  document.dispatchEvent(new KeyboardEvent('keydown'));
  jest.advanceTimersByTime(4999);
  expect(fire).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(fire).toHaveBeenCalledTimes(1);
});

it('scroll: fires once the percentage is reached, at once for a restored position, never on a page that cannot scroll', () => {
  const { fire } = arm({ type: 'scroll-trigger', percent: 50 });
  window.scrollY = 900; // 45 %
  window.dispatchEvent(new Event('scroll'));
  jest.advanceTimersByTime(300);
  expect(fire).not.toHaveBeenCalled();
  window.scrollY = 1000; // 50 %
  window.dispatchEvent(new Event('scroll'));
  jest.advanceTimersByTime(300);
  expect(fire).toHaveBeenCalledTimes(1);

  const restored = arm({ type: 'scroll-trigger', percent: 50 });
  jest.advanceTimersByTime(0);
  expect(restored.fire).toHaveBeenCalledTimes(1);

  Object.defineProperty(document.documentElement, 'scrollHeight', { value: 1000, configurable: true });
  window.scrollY = 0;
  const flat = arm({ type: 'scroll-trigger', percent: 1 });
  window.dispatchEvent(new Event('scroll'));
  jest.advanceTimersByTime(1000);
  expect(flat.fire).not.toHaveBeenCalled();
});

it('exit: the pointer leaving through the top fires; leaving elsewhere does not; never on touch screens', () => {
  const { fire } = arm({ type: 'try-exit-trigger' });
  document.dispatchEvent(new MouseEvent('mouseout', { clientY: 300 }));
  expect(fire).not.toHaveBeenCalled();
  document.dispatchEvent(new MouseEvent('mouseout', { clientY: -2 }));
  expect(fire).toHaveBeenCalledTimes(1);
  const touch = arm({ type: 'try-exit-trigger' }, true);
  document.dispatchEvent(new MouseEvent('mouseout', { clientY: -2 }));
  expect(touch.fire).not.toHaveBeenCalled();
});

it('on a date: fires half a second after load once the date has passed on the site clock, never before it', () => {
  const passed = arm({ type: 'on-date', date: '2026-11-27 11:59' });
  const ahead = arm({ type: 'on-date', date: '2026-11-27 12:01' });
  jest.advanceTimersByTime(DATE_TRIGGER_DELAY_MS - 1);
  expect(passed.fire).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(passed.fire).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(24 * 3600 * 1000);
  expect(ahead.fire).not.toHaveBeenCalled();
});

it('daily window: 00:00 to 23:59 by default, bounds exclusive, a window past midnight wraps', () => {
  expect(inDailyWindow('2026-11-27 12:00:00')).toBe(true);
  expect(inDailyWindow('2026-11-27 00:00:00')).toBe(false);
  expect(inDailyWindow('2026-11-27 23:59:30')).toBe(false);
  expect(inDailyWindow('2026-11-27 09:00:00', '09:00', '17:00')).toBe(false);
  expect(inDailyWindow('2026-11-27 16:59:59', '09:00', '17:00')).toBe(true);
  expect(inDailyWindow('2026-11-27 23:30:00', '22:00', '06:00')).toBe(true);
  expect(inDailyWindow('2026-11-27 12:00:00', '22:00', '06:00')).toBe(false);
  const inside = arm({ type: 'on-time', start: '11:00', end: '13:00' });
  const outside = arm({ type: 'on-time', start: '13:00', end: '20:00' });
  const byDefault = arm({ type: 'on-time' });
  jest.advanceTimersByTime(DATE_TRIGGER_DELAY_MS);
  expect(inside.fire).toHaveBeenCalledTimes(1);
  expect(byDefault.fire).toHaveBeenCalledTimes(1);
  expect(outside.fire).not.toHaveBeenCalled();
});

it('date-time range: only strictly between start and end on the site clock', () => {
  const inside = arm({ type: 'on-date-and-time', start: '2026-11-27 11:00', end: '2026-11-27 12:30' });
  const over = arm({ type: 'on-date-and-time', start: '2026-11-01 00:00', end: '2026-11-27 12:00' });
  const early = arm({ type: 'on-date-and-time', start: '2026-11-27 12:00:01', end: '2026-12-01 00:00' });
  jest.advanceTimersByTime(DATE_TRIGGER_DELAY_MS);
  expect(inside.fire).toHaveBeenCalledTimes(1);
  expect(over.fire).not.toHaveBeenCalled();
  expect(early.fire).not.toHaveBeenCalled();
});

it('custom selector: a click on a matching element (or inside one) fires with that element, every time', () => {
  const { fire, stop } = arm({ type: 'custom-selector', selector: '.open' });
  document.getElementById('x')?.click();
  expect(fire).not.toHaveBeenCalled();
  const button = document.querySelector('.open');
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  button?.dispatchEvent(click);
  expect(click.defaultPrevented).toBe(true);
  expect(fire).toHaveBeenCalledWith(button);
  (button as HTMLElement).click();
  expect(fire).toHaveBeenCalledTimes(2);
  stop();
  (button as HTMLElement).click();
  expect(fire).toHaveBeenCalledTimes(2);
});

it('an invalid selector is a no-op with a warning', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { fire } = arm({ type: 'custom-selector', selector: '[[nope' });
  document.body.click();
  expect(fire).not.toHaveBeenCalled();
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('invalid selector'));
  warn.mockRestore();
});
