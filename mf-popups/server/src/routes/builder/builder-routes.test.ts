import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { VisitorState } from '@site/shared-contracts/platform';
import { buildTestApp, type TestApp, type TestAppOptions } from '../../../../../tools/testing/test-app';
import { testDrivers } from '../../../../../tools/testing/test-db';
import { newVisitor } from '../../../../../tools/testing/visitor';
import { popupsSlice } from '../../index';

const ROLE_COOKIE = 'popups-test.role';
const AS: Record<string, VisitorState> = {
  member: { loggedIn: true, user: { id: 7, displayName: 'Member', avatarUrl: '', roles: ['customer'] } },
  admin: { loggedIn: true, user: { id: 1, displayName: 'Admin', avatarUrl: '', roles: ['customer', 'admin'] } },
};
/** Stands in for mf-auth at `resolveVisitor`: the role cookie names the visitor. */
const authStandIn: NonNullable<TestAppOptions['slices']>[number] = {
  name: 'mf-auth',
  schema: 'auth',
  migrationsDir: mkdtempSync(path.join(os.tmpdir(), 'popups-test-no-migrations-')),
  plugin: async () => {},
  resolveVisitor: async (_db, cookies) => AS[cookies[ROLE_COOKIE] ?? ''] ?? { loggedIn: false },
  privateCookies: [ROLE_COOKIE],
};
const FORM = 'application/x-www-form-urlencoded';
const headers = (as: 'visitor' | 'member' | 'admin', extra: Record<string, string> = {}) => {
  const v = newVisitor();
  return { ...v.headers, cookie: as === 'visitor' ? v.cookie : `${v.cookie}; ${ROLE_COOKIE}=${as}`, ...extra };
};
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const island = (body: string) => /data-island="mf-popups\/builder-popups"[^>]*data-props="([^"]*)"/.exec(body)?.[1];
const unescape = (s: string) => s.replace(/&#(\d+);/g, (_m, c: string) => String.fromCharCode(Number(c)));

describe.each(testDrivers())('mf-popups builder routes on %s', (driver) => {
  let t: TestApp;
  const get = (url: string, as: 'visitor' | 'member' | 'admin' = 'visitor') =>
    t.app.inject({ method: 'GET', url, headers: { ...headers(as), accept: 'text/html' } });
  const post = (url: string, as: 'visitor' | 'member' | 'admin', fields: Record<string, string> = {}, extra = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: headers(as, { 'content-type': FORM, ...extra }),
      payload: form(fields),
    });

  beforeAll(async () => {
    t = await buildTestApp({ slices: [popupsSlice, authStandIn], driver });
    await popupsSlice.seed?.(t.db, { posts: 0, products: 0, offers: 0, users: 0 }, () => {});
    // The store reloads on the token: make this process see the seed now.
    await t.contentToken('mf-popups');
  }, 60_000);
  afterAll(() => t.close());

  it('prints the engine with its popups and their content only on pages where one applies', async () => {
    const demo = await get('/popups/demo/delay');
    expect(demo.statusCode).toBe(200);
    const props = JSON.parse(unescape(island(demo.body) ?? '{}'));
    expect(props.popups.map((p: { id: string }) => p.id)).toEqual(['demo-delay', 'demo-link']);
    expect(props).toMatchObject({ loggedIn: false, roles: [], schedule_server_datetime: expect.any(String) });
    expect(demo.body).toContain(
      '<template data-popup-id="demo-delay"><h2 class="popups-builder__title">Opened after a delay</h2>',
    );
    expect(demo.body).toMatch(/data-island="mf-popups\/builder-popups" data-mount="idle click hash"/);
  });

  it('elsewhere prints no popup, and the engine waits for a link action (a click or the hash)', async () => {
    const other = await get('/popups/welcome');
    expect(other.body).toMatch(/data-island="mf-popups\/builder-popups" data-mount="click hash"/);
    expect(JSON.parse(unescape(island(other.body) ?? '{}')).popups).toEqual([]);
    expect(other.body).not.toContain('<template data-popup-id=');
    const click = /data-mount-click="([^"]*)"/.exec(other.body)?.[1] ?? '';
    expect(unescape(click)).toContain('a[href^="#elementor-action" i]');
    expect(unescape(click)).toContain('a[href$=".webp" i]');
    expect(other.body).toContain('data-mount-hash="^#(elementor|jet|builder)-action"');
  });

  it('mounts the engine at idle on any page whose address asks to scroll to a template (theme_template_id)', async () => {
    const scroll = await get('/popups/welcome?theme_template_id=7');
    expect(scroll.body).toMatch(/data-island="mf-popups\/builder-popups" data-mount="idle click hash"/);
    expect(JSON.parse(unescape(island(scroll.body) ?? '{}')).popups).toEqual([]);
    const bad = await get('/popups/welcome?theme_template_id=x');
    expect(bad.body).toMatch(/data-island="mf-popups\/builder-popups" data-mount="click hash"/);
  });

  it('leaves out popups hidden from logged-in visitors (pre-filter)', async () => {
    const guest = await get('/popups/demo/conditions');
    expect(guest.body).toContain('data-popup-id="demo-conditions"');
    const member = await get('/popups/demo/conditions', 'member');
    expect(member.body).not.toContain('data-popup-id="demo-conditions"');
  });

  it('answers 404 for an unknown demo page', async () => {
    expect((await get('/popups/demo/nope')).statusCode).toBe(404);
  });

  it('counts an impression per beacon; unknown ids 404; a cross-site post is refused', async () => {
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/popups/builder/demo-delay/impressions',
      headers: headers('visitor'),
    });
    expect(ok.statusCode).toBe(204);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/popups/builder/nope/impressions',
      headers: headers('visitor'),
    });
    expect(missing.statusCode).toBe(404);
    const cross = await t.app.inject({
      method: 'POST',
      url: '/api/popups/builder/demo-delay/impressions',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(cross.statusCode).toBe(403);
    const { rows } = await t.db.query<{ impressions: string }>(
      "SELECT impressions::text FROM popups.builder_popups WHERE id = 'demo-delay'",
    );
    expect(rows[0]?.impressions).toBe('1');
  });

  describe('the editor', () => {
    const valid = {
      id: 'spring-sale',
      title: 'Spring sale',
      enabled: 'on',
      pages: JSON.stringify({ include: ['/popups/demo/links'] }),
      content: JSON.stringify([{ type: 'heading', text: 'Spring <sale>' }]),
      settings: JSON.stringify({ display: {}, timing: {}, triggers: { page_load_delay: 1 } }),
    };

    it('refuses guests (401) and members (403), for pages and posts alike', async () => {
      expect((await get('/admin/popups')).statusCode).toBe(401);
      expect((await get('/admin/popups', 'member')).statusCode).toBe(403);
      expect((await post('/admin/popups', 'member', valid)).statusCode).toBe(403);
      expect((await post('/admin/popups/demo-delay/disable', 'visitor')).statusCode).toBe(401);
    });

    it('refuses a post without CSRF proof', async () => {
      const v = newVisitor();
      const response = await t.app.inject({
        method: 'POST',
        url: '/admin/popups',
        headers: { cookie: `${v.cookie}; ${ROLE_COOKIE}=admin`, 'content-type': FORM },
        payload: form(valid),
      });
      expect(response.statusCode).toBe(403);
    });

    it('lists popups with their impressions', async () => {
      const list = await get('/admin/popups', 'admin');
      expect(list.statusCode).toBe(200);
      expect(list.headers['cache-control']).toBe('no-store');
      expect(list.body).toMatch(
        /Opened after a delay<\/a> <code>demo-delay<\/code><\/th>\s*<td>\/popups\/demo\/delay<\/td>\s*<td>1<\/td>/,
      );
    });

    it('shows the zod errors of bad JSON and writes nothing', async () => {
      const bad = await post('/admin/popups', 'admin', {
        ...valid,
        settings: JSON.stringify({
          display: { close_button_delay: 99 },
          timing: { url_action: 'maybe' },
          triggers: {},
        }),
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.body).toContain('The popup was not saved');
      expect(bad.body).toContain('settings.display.close_button_delay');
      expect(bad.body).toContain('settings.timing.url_action');
      const broken = await post('/admin/popups', 'admin', { ...valid, content: '[{' });
      expect(broken.body).toContain('content: not valid JSON');
      const dup = await post('/admin/popups', 'admin', { ...valid, id: 'demo-delay' });
      expect(dup.body).toContain('id: a popup with this id exists');
      const { rows } = await t.db.query("SELECT 1 FROM popups.builder_popups WHERE id = 'spring-sale'");
      expect(rows).toHaveLength(0);
    });

    it('creates, edits, disables and enables with an audit line each; the page follows at once', async () => {
      const before = await t.contentToken('mf-popups');
      const created = await post('/admin/popups', 'admin', valid);
      expect(created.statusCode).toBe(303);
      expect(await t.contentToken('mf-popups')).not.toBe(before);
      expect((await get('/popups/demo/links')).body).toContain(
        '<h2 class="popups-builder__title">Spring &#60;sale&#62;</h2>',
      );

      const edited = await post('/admin/popups/spring-sale', 'admin', { ...valid, title: 'Spring sale 2' });
      expect(edited.statusCode).toBe(303);
      expect((await post('/admin/popups/spring-sale/disable', 'admin')).statusCode).toBe(303);
      expect((await get('/popups/demo/links')).body).not.toContain('data-popup-id="spring-sale"');
      expect((await post('/admin/popups/spring-sale/enable', 'admin')).statusCode).toBe(303);

      const edit = await get('/admin/popups/spring-sale/edit', 'admin');
      expect(edit.body).toContain('Edit Spring sale 2');
      expect(edit.body.match(/by user #1/g)).toHaveLength(4);
      for (const action of ['create', 'update', 'disable', 'enable'])
        expect(edit.body).toContain(`: ${action} by user #1`);
      // What each change altered, against the line before it.
      expect(edit.body).toContain(': update by user #1 (title)</li>');

      const preview = await get('/admin/popups/spring-sale/preview', 'admin');
      expect(preview.body).toContain('aria-label="Popup preview"');
      expect((await get('/admin/popups/nope/edit', 'admin')).statusCode).toBe(404);
    });
  });
});
