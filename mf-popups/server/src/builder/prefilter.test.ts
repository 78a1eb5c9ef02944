import type { VisitorState } from '@site/shared-contracts/platform';
import { builderPopupSchema, type BuilderPopup, type PopupTiming } from '@site/shared-contracts/popups';
import { demoPopups } from '../seed/builder-popups';
import { pathMatches, prefilter, scheduleMayPass, scheduleSignature } from './prefilter';

const GUEST: VisitorState = { loggedIn: false };
const member = (roles: ('customer' | 'admin')[]): VisitorState => ({
  loggedIn: true,
  user: { id: 1, displayName: 'A', avatarUrl: '', roles },
});
const popup = (id: string, over: Partial<BuilderPopup> = {}, timing: PopupTiming = {}): BuilderPopup => ({
  id,
  title: id,
  enabled: true,
  pages: { include: ['/*'] },
  content: [{ type: 'paragraph', text: 'x' }],
  settings: { display: {}, timing, triggers: {} },
  ...over,
});
const at = (iso: string) => new Date(iso);
const page = (path: string, visitor: VisitorState = GUEST, now = at('2025-06-01T12:00:00Z')) => ({
  path,
  visitor,
  now,
  siteTimeZone: 'Europe/Athens',
});
const ids = (list: BuilderPopup[]) => list.map((p) => p.id);

it('every demo popup fits the schema', () => {
  for (const p of demoPopups(true)) expect(builderPopupSchema.parse(p)).toEqual(p);
});

it.each([
  ['/', '/', true],
  ['/', '/shop', false],
  ['/blog', '/blog', true],
  ['/blog', '/blog/x', false],
  ['/blog/*', '/blog/x', true],
  ['/*', '/anything/at/all', true],
  ['/a.b', '/aXb', false],
])('glob %s on %s → %s', (glob, path, ok) => {
  expect(pathMatches(glob, path)).toBe(ok);
});

it('keeps enabled popups whose pages match and not excluded', () => {
  const list = [
    popup('a'),
    popup('b', { enabled: false }),
    popup('c', { pages: { include: ['/shop'] } }),
    popup('d', { pages: { include: ['/*'], exclude: ['/account*'] } }),
  ];
  expect(ids(prefilter(list, page('/shop')))).toEqual(['a', 'c', 'd']);
  expect(ids(prefilter(list, page('/account')))).toEqual(['a']);
});

it('logged-in condition: guests pass, all hides members, custom hides listed roles (spec 6)', () => {
  const list = [
    popup('all', {}, { logged_in_users: 'all' }),
    popup('admins', {}, { logged_in_users: 'custom', logged_in_roles: ['admin'] }),
  ];
  expect(ids(prefilter(list, page('/')))).toEqual(['all', 'admins']);
  expect(ids(prefilter(list, page('/', member(['customer']))))).toEqual(['admins']);
  expect(ids(prefilter(list, page('/', member(['customer', 'admin']))))).toEqual([]);
});

describe('schedule', () => {
  const site: PopupTiming = {
    schedule_timezone: 'site',
    schedule_start_date: '2025-06-01 10:00',
    schedule_end_date: '2025-06-01 12:00',
  };
  it('site mode is exact on the site’s wall clock, both bounds inclusive (Athens is UTC+3 in June)', () => {
    expect(scheduleMayPass(site, at('2025-06-01T06:59:59Z'), 'Europe/Athens')).toBe(false);
    expect(scheduleMayPass(site, at('2025-06-01T07:00:00Z'), 'Europe/Athens')).toBe(true);
    expect(scheduleMayPass(site, at('2025-06-01T09:00:00Z'), 'Europe/Athens')).toBe(true);
    expect(scheduleMayPass(site, at('2025-06-01T09:00:01Z'), 'Europe/Athens')).toBe(false);
  });
  it('visitor mode keeps the popup while any zone on Earth is inside the window', () => {
    const visitor: PopupTiming = { ...site, schedule_timezone: 'visitor' };
    // 10:00 at UTC+14 is 20:00 UTC the day before; 12:00 at UTC-12 is 00:00 UTC the day after.
    expect(scheduleMayPass(visitor, at('2025-05-31T19:59:59Z'), 'UTC')).toBe(false);
    expect(scheduleMayPass(visitor, at('2025-05-31T20:00:00Z'), 'UTC')).toBe(true);
    expect(scheduleMayPass(visitor, at('2025-06-02T00:00:00Z'), 'UTC')).toBe(true);
    expect(scheduleMayPass(visitor, at('2025-06-02T00:00:01Z'), 'UTC')).toBe(false);
  });
  it('the signature changes exactly when a boundary passes (the page cache key)', () => {
    const list = [popup('s', {}, site), popup('plain')];
    const before = scheduleSignature(list, at('2025-06-01T06:59:59Z'), 'Europe/Athens');
    const inside = scheduleSignature(list, at('2025-06-01T07:00:00Z'), 'Europe/Athens');
    const stillInside = scheduleSignature(list, at('2025-06-01T08:00:00Z'), 'Europe/Athens');
    expect(before).not.toBe(inside);
    expect(inside).toBe(stillInside);
  });
});

it('for anonymous visitors the answer depends on the path and the clock only', () => {
  const enabled = demoPopups(true);
  expect(ids(prefilter(enabled, page('/')))).toEqual(ids(prefilter(enabled, page('/'))));
  expect(ids(prefilter(enabled, page('/')))).toEqual(['welcome-deals', 'adblock-notice']);
  expect(ids(prefilter(enabled, page('/product/some-thing')))).toEqual([]);
  expect(ids(prefilter(enabled, page('/blog/some-post')))).toEqual([]);
});

it('the site’s own demo popups are disabled unless asked for: no page other journeys use gets a popup unasked', () => {
  for (const path of ['/', '/shop', '/offers', '/blog', '/product/x', '/blog/x']) {
    expect(ids(prefilter(demoPopups(), page(path)))).toEqual([]);
  }
  expect(ids(prefilter(demoPopups(true), page('/shop')))).toEqual(['exit-offer']);
  expect(ids(prefilter(demoPopups(true), page('/blog')))).toEqual(['blog-scroll']);
  expect(ids(prefilter(demoPopups(true), page('/product/x')))).toEqual([]);
});
