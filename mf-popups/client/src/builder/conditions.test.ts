import type { PopupTiming } from '@site/shared-contracts/popups';
import {
  browserOf,
  conditionsPass,
  deviceOf,
  schedulePasses,
  sourceOf,
  urlPasses,
  type ConditionEnv,
} from './conditions';
import { countDisplay, countVisit, disableKey } from './counters';
import { memoryArea, storesOver } from './test-stores';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const EDGE = `${CHROME} Edg/130.0`;
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:144.0) Gecko/20100101 Firefox/144.0';
const SAFARI = 'Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';

function env(over: Partial<ConditionEnv> = {}): ConditionEnv {
  return {
    stores: storesOver(memoryArea(), memoryArea()),
    referrer: '',
    host: 'deals.example',
    now: Date.UTC(2025, 0, 1, 12),
    siteTimeZone: 'UTC',
    viewportWidth: 1280,
    userAgent: CHROME,
    loggedIn: false,
    roles: [],
    ...over,
  };
}

/** Page views of one browser: each view a fresh pair of stores over the same areas, like a reload. */
function browser() {
  const local = memoryArea();
  let session = memoryArea();
  return {
    view(timing: PopupTiming, id = 'p') {
      const stores = storesOver(local, session);
      countVisit(stores);
      return conditionsPass(id, timing, env({ stores }));
    },
    newSession() {
      session = memoryArea();
    },
    local,
  };
}

describe('page_views_views (T-PV)', () => {
  it('N=3: hidden on the first three views with the rule, shown on the fourth', () => {
    const b = browser();
    expect([1, 2, 3, 4].map(() => b.view({ page_views_views: 3 }))).toEqual([false, false, false, true]);
  });
  it('fails closed when storage cannot keep the baseline', () => {
    const blocked = storesOver(memoryArea(), memoryArea());
    const stores = { ...blocked, local: { ...blocked.local, persistent: false } };
    expect(conditionsPass('p', { page_views_views: 1 }, env({ stores }))).toBe(false);
  });
});

describe('sessions_sessions (T-SS)', () => {
  it('a reload in the same tab is not a new session; sessions 2 and 3 are hidden then shown for N=2', () => {
    const b = browser();
    expect(b.view({ sessions_sessions: 2 })).toBe(false);
    expect(b.view({ sessions_sessions: 2 })).toBe(false);
    b.newSession();
    expect(b.view({ sessions_sessions: 2 })).toBe(false);
    b.newSession();
    expect(b.view({ sessions_sessions: 2 })).toBe(true);
  });
});

describe('url (T-URL, spec 5)', () => {
  const ref = 'https://www.google.com/x';
  it.each([
    [{ url_url: 'google', url_action: 'show' }, ref, true],
    [{ url_url: 'google', url_action: 'hide' }, ref, false],
    [{ url_url: 'Google', url_action: 'show' }, ref, false],
    [{ url_url: '', url_action: 'show' }, '', true],
    [{ url_url: '', url_action: 'hide' }, ref, false],
    [{ url_url: '^https://(www\\.)?bing\\.', url_action: 'regex' }, 'https://www.bing.com/search', true],
    [{ url_url: '^https://(www\\.)?bing\\.', url_action: 'regex' }, ref, false],
    [{ url_url: '(', url_action: 'regex' }, ref, false],
    [{ url_url: '', url_action: 'regex' }, '', true],
  ] as const)('%j with referrer %s → %s', (timing, referrer, shown) => {
    expect(() => urlPasses(timing, referrer)).not.toThrow();
    expect(urlPasses(timing, referrer)).toBe(shown);
  });
});

describe('sources (T-SRC)', () => {
  it.each([
    ['https://deals.example/shop', 'internal'],
    ['https://www.deals.example/', 'internal'],
    ['https://deals.example.evil.io/', 'external'],
    ['https://blog.deals.example/', 'external'],
    ['', 'external'],
    ['https://www.google.co.uk/search', 'search'],
    ['https://bing.com/', 'search'],
    ['https://news.google.com/', 'external'],
    ['https://duckduckgo.com/', 'search'],
  ])('%s is %s', (referrer, source) => {
    expect(sourceOf(referrer, 'deals.example')).toBe(source);
  });
  it('internal only: same host shown, no referrer hidden; external only: no referrer shown', () => {
    expect(conditionsPass('p', { sources_sources: ['internal'] }, env({ referrer: 'https://deals.example/a' }))).toBe(
      true,
    );
    expect(conditionsPass('p', { sources_sources: ['internal'] }, env())).toBe(false);
    expect(conditionsPass('p', { sources_sources: ['external'] }, env())).toBe(true);
    expect(conditionsPass('p', { sources_sources: ['search'] }, env({ referrer: 'https://example.org/' }))).toBe(false);
  });
});

describe('logged_in (T-LOGIN, spec 6)', () => {
  it('guests pass; all hides every logged-in visitor; custom hides the listed roles', () => {
    expect(conditionsPass('p', { logged_in_users: 'all' }, env())).toBe(true);
    expect(conditionsPass('p', { logged_in_users: 'all' }, env({ loggedIn: true, roles: ['customer'] }))).toBe(false);
    const custom: PopupTiming = { logged_in_users: 'custom', logged_in_roles: ['admin'] };
    expect(conditionsPass('p', custom, env({ loggedIn: true, roles: ['admin'] }))).toBe(false);
    expect(conditionsPass('p', custom, env({ loggedIn: true, roles: ['customer'] }))).toBe(true);
    expect(conditionsPass('p', { logged_in_users: 'custom' }, env({ loggedIn: true, roles: ['admin'] }))).toBe(true);
  });
});

describe('devices (T-DEV)', () => {
  it('by viewport width at load', () => {
    expect([375, 767, 768, 1024, 1025, 1200].map(deviceOf)).toEqual([
      'mobile',
      'mobile',
      'tablet',
      'tablet',
      'desktop',
      'desktop',
    ]);
    expect(conditionsPass('p', { devices_devices: ['mobile'] }, env({ viewportWidth: 1200 }))).toBe(false);
    expect(conditionsPass('p', { devices_devices: ['mobile'] }, env({ viewportWidth: 375 }))).toBe(true);
  });
});

describe('browsers (T-BROWSER)', () => {
  it('reads the UA: Edge is Edge, not Chrome; Firefox 144 is Firefox', () => {
    expect([CHROME, EDGE, FIREFOX, SAFARI].map(browserOf)).toEqual(['chrome', 'edge', 'firefox', 'safari']);
    const chromeOnly: PopupTiming = { browsers_browsers: 'custom', browsers_options: ['chrome'] };
    expect(conditionsPass('p', chromeOnly, env({ userAgent: EDGE }))).toBe(false);
    expect(conditionsPass('p', chromeOnly, env())).toBe(true);
    expect(
      conditionsPass('p', { browsers_browsers: 'custom', browsers_options: ['firefox'] }, env({ userAgent: FIREFOX })),
    ).toBe(true);
    expect(conditionsPass('p', { browsers_browsers: 'custom', browsers_options: [] }, env())).toBe(false);
    expect(conditionsPass('p', { browsers_browsers: 'all' }, env({ userAgent: 'curl/8' }))).toBe(true);
  });
});

describe('times (T-TIMES)', () => {
  it('no period, N=2: shown on views 1 and 2, hidden on 3 and for good', () => {
    const b = browser();
    const timing: PopupTiming = { times_times: 2 };
    const shown = [1, 2, 3].map(() => {
      const ok = b.view(timing);
      if (ok) countDisplay('p', timing, storesOver(b.local, memoryArea()));
      return ok;
    });
    expect(shown).toEqual([true, true, false]);
    expect(JSON.parse(b.local.data.get('popups.builder') ?? '')).toMatchObject({ popup_p_times: 2 });
  });

  it('day, N=1: the window starts at the first display; hidden at +23:59, shown at +24h+1s', () => {
    const local = memoryArea();
    let now = Date.UTC(2025, 0, 1, 9);
    const t0 = now;
    const timing: PopupTiming = { times_times: 1, times_period: 'day' };
    const check = () => conditionsPass('p', timing, env({ stores: storesOver(local, memoryArea(), () => now), now }));
    expect(check()).toBe(true);
    countDisplay(
      'p',
      timing,
      storesOver(local, memoryArea(), () => now),
    );
    now = t0 + (23 * 60 + 59) * 60_000;
    expect(check()).toBe(false);
    now = t0 + 86_400_000 + 1000;
    expect(check()).toBe(true);
  });

  it.each([
    ['week', 604_800],
    ['month', 2_628_288],
  ] as const)('%s uses spec 9’s frame of %i s', (period, seconds) => {
    const local = memoryArea();
    const t0 = 1_000_000;
    const timing: PopupTiming = { times_times: 1, times_period: period };
    countDisplay(
      'p',
      timing,
      storesOver(local, memoryArea(), () => t0),
    );
    const at = (now: number) =>
      conditionsPass('p', timing, env({ stores: storesOver(local, memoryArea(), () => now) }));
    expect(at(t0 + seconds * 1000 - 1)).toBe(false);
    expect(at(t0 + seconds * 1000)).toBe(true);
  });

  it('session, N=1: hidden after one display in the tab, shown in a new tab', () => {
    const local = memoryArea();
    const session = memoryArea();
    const timing: PopupTiming = { times_times: 1, times_period: 'session' };
    countDisplay('p', timing, storesOver(local, session));
    expect(conditionsPass('p', timing, env({ stores: storesOver(local, session) }))).toBe(false);
    expect(conditionsPass('p', timing, env({ stores: storesOver(local, memoryArea()) }))).toBe(true);
  });

  it('one popup’s displays never count for another (T-TIMES-ISO)', () => {
    const stores = storesOver(memoryArea(), memoryArea());
    countDisplay('a', { times_times: 1, times_period: 'day' }, stores);
    expect(conditionsPass('b', { times_times: 1, times_period: 'day' }, env({ stores }))).toBe(true);
  });

  it('a tampered counter resets to zero and the popup shows', () => {
    const local = memoryArea();
    local.data.set('popups.builder', '{"popup_p_times":"9999"}');
    expect(conditionsPass('p', { times_times: 1 }, env({ stores: storesOver(local, memoryArea()) }))).toBe(true);
  });
});

describe('schedule (T-SCHED)', () => {
  const site = 'Europe/Athens'; // UTC+2 in January
  const timing: PopupTiming = { schedule_timezone: 'site', schedule_start_date: '2025-01-01 10:00' };
  it('site zone: 09:59:59 there is before the start, 10:00:00 is inside (inclusive)', () => {
    expect(schedulePasses(timing, Date.UTC(2025, 0, 1, 7, 59, 59), site)).toBe(false);
    expect(schedulePasses(timing, Date.UTC(2025, 0, 1, 8, 0, 0), site)).toBe(true);
  });
  it('the end is inclusive the same way', () => {
    const end: PopupTiming = { schedule_timezone: 'site', schedule_end_date: '2025-01-01T10:00' };
    expect(schedulePasses(end, Date.UTC(2025, 0, 1, 8, 0, 0), site)).toBe(true);
    expect(schedulePasses(end, Date.UTC(2025, 0, 1, 8, 0, 1), site)).toBe(false);
  });
  it('visitor zone uses the browser’s own zone (TZ of the test run)', () => {
    const visitor: PopupTiming = { schedule_timezone: 'visitor', schedule_start_date: '2025-01-01 10:00' };
    const localTen = new Date(2025, 0, 1, 10, 0, 0).getTime();
    expect(schedulePasses(visitor, localTen - 1000, site)).toBe(false);
    expect(schedulePasses(visitor, localTen, site)).toBe(true);
  });
  it('no bounds always passes', () => {
    expect(schedulePasses({ schedule_timezone: 'site' }, 0, site)).toBe(true);
  });
  it('across a DST change the wall clock decides (Europe/Athens 2025-03-30 03:00 → 04:00)', () => {
    const t: PopupTiming = { schedule_timezone: 'site', schedule_start_date: '2025-03-30 03:30' };
    // 03:30 does not exist there: the first instant after the gap (04:00 EEST = 01:00 UTC) is inside.
    expect(schedulePasses(t, Date.UTC(2025, 2, 30, 0, 59, 59), site)).toBe(false);
    expect(schedulePasses(t, Date.UTC(2025, 2, 30, 1, 0, 0), site)).toBe(true);
  });
});

describe('do not show again (T-DNSA)', () => {
  it('a disabled popup never passes', () => {
    const stores = storesOver(memoryArea(), memoryArea());
    stores.local.set(disableKey('p'), true);
    expect(conditionsPass('p', {}, env({ stores }))).toBe(false);
  });
});

it('every rule runs, so both counter baselines are saved on the first view', () => {
  const b = browser();
  b.view({ page_views_views: 1, sessions_sessions: 1 });
  expect(JSON.parse(b.local.data.get('popups.builder') ?? '')).toMatchObject({
    popup_p_page_views_initialPageViews: 1,
    popup_p_sessions_initialSessions: 1,
  });
});
