import { buildTestApp, type TestApp } from '../../../tools/testing/test-app';
import { testDrivers } from '../../../tools/testing/test-db';
import { paragraphsToHtml } from './popup-html';

describe.each(testDrivers())('mf-popups routes on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ driver });
  }, 60_000);
  afterAll(() => t.close());

  it('serves popup content as JSON', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/popups/newsletter/content' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ title: 'Get the best deals first', html: expect.stringMatching(/^<p>Sign up/) });
  });

  it('answers 404 JSON for unknown and malformed ids', async () => {
    for (const id of ['nope', 'BAD%20ID']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/popups/${id}/content` });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('POPUPS_NOT_FOUND');
    }
  });

  it('renders the no-JS popup page inside the layout, 404 for unknown ids', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/popups/welcome', headers: { accept: 'text/html' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('<h1>Welcome to our deals site</h1>');
    expect(ok.body).toContain('/assets/css/mf-popups.css');
    const missing = await t.app.inject({ method: 'GET', url: '/popups/nope', headers: { accept: 'text/html' } });
    expect(missing.statusCode).toBe(404);
  });

  it('builds popup HTML only from escaped text', () => {
    expect(paragraphsToHtml('a <b> & c\n\n second ')).toBe('<p>a &#60;b&#62; &#38; c</p><p>second</p>');
  });
});
