import type { EventBus, IslandProps } from '@site/shared-contracts/platform';
import { createLayerStack } from '@site/platform-kit/layers';
import { bootstrap, mount, unmount } from './countdown';

function islandProps(props: unknown, domElement: HTMLElement): IslandProps {
  return {
    bus: {} as EventBus,
    site: {} as IslandProps['site'],
    visitor: { loggedIn: false },
    csrfToken: '',
    layers: createLayerStack(window),
    props,
    domElement,
    fail: jest.fn(),
  };
}

describe('Countdown island (spec 4.5)', () => {
  let container: HTMLElement;

  beforeEach(() => {
    jest.useFakeTimers();
    // 10:00:55 local time; the target is 10:01:00, so five seconds are left.
    jest.setSystemTime(new Date(2030, 0, 15, 10, 0, 55));
    container = document.createElement('div');
    container.innerHTML = '<p class="content-countdown__static">Ends on 15 January 2030, 10:01 UTC</p>';
    document.body.append(container);
  });

  afterEach(() => {
    container.remove();
    jest.useRealTimers();
  });

  const unitsShown = () => [...container.querySelectorAll('.content-countdown__unit b')].map((b) => b.textContent);

  it('replaces the no-JS date with a labelled timer, counts down every second and disappears at zero', async () => {
    const props = islandProps({ day: 15, month: 1, year: 2030, hour: 10, min: 1 }, container);
    await bootstrap(props);
    await mount(props);
    expect(container.querySelector('.content-countdown__static')).toBeNull();
    expect(container.querySelector('[role="timer"]')?.getAttribute('aria-label')).toBe('Time left');
    expect(container.querySelector('.content-countdown__unit')?.textContent).toBe('0 days');
    expect(unitsShown()).toEqual(['0', '00', '00', '05']);
    jest.advanceTimersByTime(1000);
    expect(unitsShown()[3]).toBe('04');
    jest.advanceTimersByTime(1000);
    expect(unitsShown()[3]).toBe('03');
    jest.advanceTimersByTime(3000);
    expect(container.querySelector('.content-countdown')).toBeNull();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('shows days, hours and minutes for far targets', async () => {
    await mount(islandProps({ day: 17, month: 1, year: 2030, hour: 12, min: 30 }, container));
    expect(unitsShown()).toEqual(['2', '02', '29', '05']);
  });

  it('renders nothing and keeps no timer for a target already in the past', async () => {
    await mount(islandProps({ day: 1, month: 1, year: 2030, hour: 0, min: 0 }, container));
    expect(container.innerHTML).toBe('');
    expect(jest.getTimerCount()).toBe(0);
  });

  it('unmount stops the timer and leaves the element empty', async () => {
    const props = islandProps({ day: 17, month: 1, year: 2030, hour: 12, min: 30 }, container);
    await mount(props);
    await unmount(props);
    expect(container.innerHTML).toBe('');
    expect(jest.getTimerCount()).toBe(0);
  });

  it('fails on invalid props so the shell can restore the no-JS markup', async () => {
    const props = islandProps({ day: 40 }, container);
    await mount(props);
    expect(props.fail).toHaveBeenCalledWith(new Error('countdown: props are not a date of spec 3.10'));
    expect(container.querySelector('.content-countdown__static')).not.toBeNull();
  });
});
