import { watchScroll } from './scroll-watch';

describe('the one scroll listener (spec 9: 250 ms throttle, passive)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const scrollTo = (y: number) => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  };

  it('runs at once, then at most every 250 ms, always ending on the last position', () => {
    const seen: number[] = [];
    const stop = watchScroll(window, (y) => seen.push(y));
    scrollTo(10);
    scrollTo(20);
    scrollTo(30);
    expect(seen).toEqual([0, 10]);
    jest.advanceTimersByTime(249);
    expect(seen).toEqual([0, 10]);
    jest.advanceTimersByTime(1);
    expect(seen).toEqual([0, 10, 30]);
    jest.advanceTimersByTime(1000);
    expect(seen).toEqual([0, 10, 30]);
    scrollTo(40);
    expect(seen).toEqual([0, 10, 30, 40]);
    stop();
    jest.advanceTimersByTime(1000);
    scrollTo(50);
    expect(seen).toEqual([0, 10, 30, 40]);
  });

  it('listens passively', () => {
    const add = jest.spyOn(window, 'addEventListener');
    const stop = watchScroll(window, () => undefined);
    expect(add).toHaveBeenCalledWith('scroll', expect.any(Function), { passive: true });
    stop();
    add.mockRestore();
  });
});
