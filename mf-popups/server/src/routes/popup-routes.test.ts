import { popupContentResponseSchema } from '@site/shared-contracts/popups';
import { buildTestApp, type TestApp } from '../../../../tools/testing/test-app';
import { testDrivers } from '../../../../tools/testing/test-db';
import { popupsSlice } from '../index';

describe.each(testDrivers())('mf-popups routes on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ slices: [popupsSlice], driver });
  }, 60_000);
  afterAll(() => t.close());

  it('serves popup content as JSON', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/popups/newsletter/content' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const body = popupContentResponseSchema.parse(response.json());
    expect(body).toEqual({ title: 'Get the best deals first', html: expect.stringMatching(/^<p>Sign up/) });
    // Issue 16: the newsletter popup holds the sign-up form for its list, closing the popup after a success.
    expect(body.html).toMatch(
      /<form class="popups-newsletter popups-newsletter--popup"[^>]*data-close-popup-when-success>/,
    );
    expect(body.html).toContain('name="target_list_id" value="weekly-deals"');
  });

  it('answers 404 JSON for unknown and malformed ids', async () => {
    for (const id of ['nope', 'BAD%20ID', '-x', '%00']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/popups/${id}/content` });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('POPUPS_NOT_FOUND');
    }
  });

  it('renders the no-JS popup page inside the layout, 404 for unknown and malformed ids', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/popups/welcome', headers: { accept: 'text/html' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('<h1>Welcome to our deals site</h1>');
    expect(ok.body).toContain('<div class="popups-page__body"><p>We collect the best offers');
    expect(ok.body).toMatch(/<link rel="stylesheet" href="\/assets\/css\/site\.[0-9a-f]{12}\.css">/);
    for (const id of ['nope', 'Welcome']) {
      const missing = await t.app.inject({ method: 'GET', url: `/popups/${id}`, headers: { accept: 'text/html' } });
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['content-type']).toContain('text/html');
    }
  });

  it('places the popup host in every page', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/popups/welcome', headers: { accept: 'text/html' } });
    expect(page.body).toContain(
      '<div data-island="mf-popups/popup-host" data-mount="event" data-events="popups:open popups:toast popups:modal-open shop:cart-changed"></div>',
    );
  });
});
