import { createEventHub } from './event-hub';
import { armTriggers, probeId } from './triggers';

beforeEach(() => {
  jest.useFakeTimers();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  document.body.innerHTML = '<main><p id="a">a</p></main>';
});
afterEach(() => jest.useRealTimers());

function arm(triggers: Parameters<typeof armTriggers>[1], touch = false) {
  const hub = createEventHub(window);
  const fire = jest.fn();
  const stop = armTriggers('p', triggers, { hub, win: window, touch }, fire);
  return { hub, fire, stop };
}

it('page_load_delay fires after the delay, not before (T-TRIG)', () => {
  const { fire } = arm({ page_load_delay: 2 });
  jest.advanceTimersByTime(1999);
  expect(fire).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(fire).toHaveBeenCalledTimes(1);
});

it('two triggers open once, and every listener and timer is torn down', () => {
  const { fire, hub } = arm({ page_load_delay: 1, click_times: 1, exit_intent: true, inactivity_time: 5 });
  document.body.click();
  expect(fire).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(10_000);
  document.body.click();
  expect(fire).toHaveBeenCalledTimes(1);
  expect(hub.sizes()).toEqual({});
});

it('click_times=3 fires on the third click anywhere', () => {
  const { fire } = arm({ click_times: 3 });
  document.getElementById('a')?.click();
  document.body.click();
  expect(fire).not.toHaveBeenCalled();
  document.body.click();
  expect(fire).toHaveBeenCalledTimes(1);
});

it('inactivity 30 s: a mousemove at 29 s restarts it, it fires at 59 s', () => {
  const { fire } = arm({ inactivity_time: 30 });
  jest.advanceTimersByTime(29_000);
  document.dispatchEvent(new MouseEvent('mousemove'));
  jest.advanceTimersByTime(29_999);
  expect(fire).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(fire).toHaveBeenCalledTimes(1);
});

it('exit intent: leaving at clientY −1 fires, at 5 or into the page does not; never on touch screens', () => {
  const { fire } = arm({ exit_intent: true });
  document.dispatchEvent(new MouseEvent('mouseout', { clientY: 5 }));
  document.dispatchEvent(new MouseEvent('mouseout', { clientY: -1, relatedTarget: document.body }));
  expect(fire).not.toHaveBeenCalled();
  document.dispatchEvent(new MouseEvent('mouseout', { clientY: -1 }));
  expect(fire).toHaveBeenCalledTimes(1);
  const touch = arm({ exit_intent: true }, true);
  document.dispatchEvent(new MouseEvent('mouseout', { clientY: -1 }));
  expect(touch.fire).not.toHaveBeenCalled();
});

describe('scrolling', () => {
  function scrollTo(y: number, height = 3000) {
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: height, configurable: true });
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    jest.advanceTimersByTime(300); // the 250 ms throttle's trailing call
  }

  it('down 50 %: fires at 50 % of the scrollable height, not at 49 %', () => {
    const { fire } = arm({ scrolling_direction: 'down', scrolling_offset: 50 });
    const room = 3000 - window.innerHeight;
    scrollTo(Math.floor(room * 0.49));
    expect(fire).not.toHaveBeenCalled();
    scrollTo(Math.ceil(room * 0.5));
    expect(fire).toHaveBeenCalledTimes(1);
  });

  it('up: the first upward scroll fires', () => {
    const { fire } = arm({ scrolling_direction: 'up' });
    scrollTo(500);
    expect(fire).not.toHaveBeenCalled();
    scrollTo(490);
    expect(fire).toHaveBeenCalledTimes(1);
  });

  it('a page that cannot scroll never fires', () => {
    const { fire } = arm({ scrolling_direction: 'down', scrolling_offset: 1 });
    scrollTo(0, 10);
    expect(fire).not.toHaveBeenCalled();
  });

  it('scroll events share one throttled listener for every popup', () => {
    const hub = createEventHub(window);
    const add = jest.spyOn(window, 'addEventListener');
    armTriggers('a', { scrolling_direction: 'down' }, { hub, win: window, touch: false }, jest.fn());
    armTriggers('b', { scrolling_direction: 'up' }, { hub, win: window, touch: false }, jest.fn());
    // Inactivity hears scroll too, on the same listener: none on the document.
    const onDocument = jest.spyOn(document, 'addEventListener');
    armTriggers('c', { inactivity_time: 5 }, { hub, win: window, touch: false }, jest.fn());
    expect(add.mock.calls.filter(([type]) => type === 'scroll')).toHaveLength(1);
    expect(onDocument.mock.calls.filter(([type]) => type === 'scroll')).toHaveLength(0);
    expect(hub.sizes()).toEqual({
      'window:scroll': 3,
      'document:mousemove': 1,
      'document:keydown': 1,
      'document:touchstart': 1,
    });
  });
});

describe('scrolling_to_selector', () => {
  let observed: { threshold?: number | number[]; callback: IntersectionObserverCallback }[] = [];
  beforeEach(() => {
    observed = [];
    window.IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observed.push({ callback, threshold: options?.threshold });
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
  });

  it('observes the target at spec 9’s threshold 0.5 and fires when it intersects', () => {
    const { fire } = arm({ scrolling_to_selector: '#a' });
    expect(observed[0]?.threshold).toBe(0.5);
    observed[0]?.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    expect(fire).toHaveBeenCalledTimes(1);
  });

  it('a missing target never fires; an invalid selector warns and throws nothing', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(() => arm({ scrolling_to_selector: '#missing' })).not.toThrow();
    expect(() => arm({ scrolling_to_selector: '#a[' })).not.toThrow();
    expect(observed).toHaveLength(0);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('invalid scrolling_to_selector'));
  });
});

describe('ad-block detection', () => {
  it('a probe with a random 6-letter id', () => {
    expect(probeId()).toMatch(/^[a-z]{6}$/);
    expect(new Set(Array.from({ length: 20 }, () => probeId())).size).toBeGreaterThan(1);
  });

  it('fires when the bait request is refused, after the delay', async () => {
    window.fetch = jest.fn().mockRejectedValue(new TypeError('blocked'));
    window.requestAnimationFrame = (cb) => window.setTimeout(() => cb(0), 0);
    const { fire } = arm({ adblock_detection_delay: 1 });
    jest.advanceTimersByTime(999);
    expect(window.fetch).not.toHaveBeenCalled();
    jest.advanceTimersByTime(10);
    expect(document.querySelector('.ad-box')).toBeNull();
    await Promise.resolve();
    await Promise.resolve();
    expect(fire).toHaveBeenCalledTimes(1);
  });

  it('does not fire when the bait loads', async () => {
    window.fetch = jest.fn().mockResolvedValue({ status: 200 });
    window.requestAnimationFrame = (cb) => window.setTimeout(() => cb(0), 0);
    const { fire } = arm({ adblock_detection_delay: 0 });
    jest.advanceTimersByTime(10);
    await Promise.resolve();
    await Promise.resolve();
    expect(fire).not.toHaveBeenCalled();
  });
});
