import { SECOND_LAYER_CONTENT_ACTION, secondLayerContentResponseSchema } from '@site/shared-contracts/popups';
import { buildTestApp, type TestApp } from '../../../../../tools/testing/test-app';
import { testDrivers } from '../../../../../tools/testing/test-db';
import { newVisitor } from '../../../../../tools/testing/visitor';
import { saveSecondLayerPopup } from '../../data/second-layer-popups';
import { popupsSlice } from '../../index';
import { secondLayerDemoPopups } from '../../seed/second-layer-popups';
import { UNAVAILABLE_MESSAGE } from './content-route';

const demo = secondLayerDemoPopups.find((p) => p.id === 'second-layer-page-load');
if (!demo) throw new Error('the page-load demo popup is missing');

describe.each(testDrivers())('second-layer popup content on %s', (driver) => {
  let t: TestApp;
  const call = (body: Record<string, unknown>, contentType = 'application/json') => {
    const v = newVisitor();
    return t.app.inject({
      method: 'POST',
      url: '/api/ajax',
      headers: { ...v.headers, cookie: v.cookie, 'content-type': contentType },
      payload:
        contentType === 'application/json' ? JSON.stringify(body) : new URLSearchParams(body as never).toString(),
    });
  };
  const ask = (popupId: string, extra: Record<string, unknown> = {}) =>
    call({ action: SECOND_LAYER_CONTENT_ACTION, popup_id: popupId, page_url: 'http://localhost/x', ...extra });

  beforeAll(async () => {
    t = await buildTestApp({ slices: [popupsSlice], driver });
    await popupsSlice.seed?.(t.db, { posts: 0, products: 0, offers: 0, users: 0 }, () => {});
    await saveSecondLayerPopup(t.db, { ...demo, id: 'switched-off', enabled: false });
    await t.contentToken('mf-popups');
  }, 60_000);
  afterAll(() => t.close());

  it('answers the content of an enabled popup in the spec 7.3 shape, never cached', async () => {
    const response = await ask('second-layer-page-load', { customContent: 'From <the> button', forceLoad: true });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = secondLayerContentResponseSchema.parse(response.json());
    expect(body.type).toBe('success');
    expect(body.content?.content).toContain('<h2 class="popups-builder__title">Second layer: page load</h2>');
    expect(body.content?.content).toContain('From &#60;the&#62; button');
    expect(body.content?.contentElements).toEqual(['heading', 'paragraph', 'link']);
  });

  it('refuses a script from another origin and keeps the site’s own style and script', async () => {
    const body = secondLayerContentResponseSchema.parse((await ask('second-layer-page-load')).json());
    expect(body.content?.scripts).toEqual([]);
    expect(body.content?.styles).toEqual({ 'popups-second-layer-demo': '/popups/second-layer/assets/demo.css' });
    expect(body.content?.afterScripts).toEqual([
      { handle: 'popups-second-layer-demo', src: '/popups/second-layer/assets/demo.js' },
    ]);
    const css = await t.app.inject({ method: 'GET', url: '/popups/second-layer/assets/demo.css' });
    expect(css.statusCode).toBe(200);
  });

  it('answers an unknown id and a disabled popup alike: type error, a message the popup shows as its heading', async () => {
    for (const id of ['no-such-popup', 'switched-off']) {
      const response = await ask(id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ type: 'error', message: UNAVAILABLE_MESSAGE });
    }
  });

  it('refuses a malformed call in the same shape, and takes a form post too', async () => {
    const bad = await ask('Not A Slug');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ type: 'error', message: expect.stringContaining('popup_id') });
    const form = await call(
      { action: SECOND_LAYER_CONTENT_ACTION, popup_id: 'second-layer-scroll', page_url: '/', forceLoad: 'false' },
      'application/x-www-form-urlencoded',
    );
    expect(form.statusCode).toBe(200);
    expect(form.json().type).toBe('success');
  });

  it('leaves other actions to the platform: an unknown one is AJAX_UNKNOWN_ACTION', async () => {
    const response = await call({ action: 'nobody_knows_this' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('AJAX_UNKNOWN_ACTION');
  });

  it('prints the island with triggers and settings (no content) only on the popup’s own page', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/popups/demo/second-layer-scroll' });
    expect(page.statusCode).toBe(200);
    const props = /data-island="mf-popups\/second-layer"[^>]*data-props="([^"]*)"/.exec(page.body)?.[1] ?? '';
    const decoded = JSON.parse(props.replace(/&#(\d+);/g, (_m, c: string) => String.fromCharCode(Number(c))));
    expect(decoded).toEqual({
      popups: [
        {
          id: 'second-layer-scroll',
          title: 'Second layer: scroll',
          trigger: { type: 'scroll-trigger', percent: 50 },
          settings: { close_on_overlay_click: true },
        },
      ],
    });
    const other = await t.app.inject({ method: 'GET', url: '/popups/demo/delay' });
    expect(other.body).not.toContain('mf-popups/second-layer');
    expect((await t.app.inject({ method: 'GET', url: '/popups/demo/second-layer-nope' })).statusCode).toBe(404);
  });
});
