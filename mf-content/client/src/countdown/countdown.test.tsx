import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { EventBus, IslandProps } from '@site/shared-contracts/platform';
import { Countdown } from './countdown';

// React only flushes act() updates when it knows it runs in a test environment.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

function islandProps(props: unknown, domElement: HTMLElement): IslandProps {
  return {
    bus: {} as EventBus,
    site: {} as IslandProps['site'],
    visitor: { loggedIn: false },
    csrfToken: '',
    props,
    domElement,
    fail: jest.fn(),
  };
}

describe('Countdown island (spec 4.5)', () => {
  let container: HTMLElement;
  let root: Root;

  beforeEach(() => {
    jest.useFakeTimers();
    // 10:00:55 local time; the target is 10:01:00, so five seconds are left.
    jest.setSystemTime(new Date(2030, 0, 15, 10, 0, 55));
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });

  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    jest.useRealTimers();
  });

  const secondsShown = () => container.querySelectorAll('.content-countdown__unit b')[3]?.textContent;

  it('counts down every second and disappears at zero', () => {
    act(() =>
      root.render(<Countdown {...islandProps({ day: 15, month: 1, year: 2030, hour: 10, min: 1 }, container)} />),
    );
    expect(container.querySelector('[role="timer"]')).not.toBeNull();
    expect(secondsShown()).toBe('05');
    act(() => jest.advanceTimersByTime(1000));
    expect(secondsShown()).toBe('04');
    act(() => jest.advanceTimersByTime(1000));
    expect(secondsShown()).toBe('03');
    act(() => jest.advanceTimersByTime(3000));
    expect(container.querySelector('.content-countdown')).toBeNull();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('shows days, hours and minutes for far targets', () => {
    act(() =>
      root.render(<Countdown {...islandProps({ day: 17, month: 1, year: 2030, hour: 12, min: 30 }, container)} />),
    );
    const units = [...container.querySelectorAll('.content-countdown__unit b')].map((b) => b.textContent);
    expect(units).toEqual(['2', '02', '29', '05']);
  });

  it('renders nothing for a target already in the past', () => {
    act(() =>
      root.render(<Countdown {...islandProps({ day: 1, month: 1, year: 2030, hour: 0, min: 0 }, container)} />),
    );
    expect(container.innerHTML).toBe('');
  });

  it('rejects invalid props so the shell can restore the no-JS markup', () => {
    expect(() => Countdown(islandProps({ day: 40 }, container))).toThrow();
  });
});
