import type { PageData } from '@site/shared-contracts/platform';
import { OVERLAYS_ID, renderDocument } from './document';
import type { Slots } from './slots';

const slots = { headerSearch: '', headerAccount: '', headerCart: '', overlays: '' } as unknown as Slots;
const data = {
  site: { siteName: 'DealHub', siteUrl: 'http://x', locale: 'en' },
  snapshot: { generatedAt: '', remotes: [] },
  visitor: { loggedIn: false },
  csrfToken: '',
} as unknown as PageData;
const menus = { main: [], top: [], footer: [] };

describe('the document', () => {
  it('holds the first paint until the parser has passed the main content and the footer', () => {
    const page = renderDocument({ page: { title: 'T', main: '<p>x</p>' }, data, menus, slots, stylesheet: '/s.css' });
    const head = /<head>([\s\S]*?)<\/head>/.exec(page)?.[1] ?? '';
    expect(head).toContain(`<link rel="expect" href="#${OVERLAYS_ID}" blocking="render">`);
    const body = /<body>([\s\S]*)<\/body>/.exec(page)?.[1] ?? '';
    const target = body.indexOf(`id="${OVERLAYS_ID}"`);
    expect(target).toBeGreaterThan(body.indexOf('</main>'));
    expect(target).toBeGreaterThan(body.indexOf('</footer>'));
  });
});
