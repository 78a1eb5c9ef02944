import { isImageLink, parseLinkAction } from './link-actions';

const href = (action: string, settings?: unknown) =>
  `#elementor-action:action=${action}${settings === undefined ? '' : `&settings=${btoa(JSON.stringify(settings))}`}`;

describe('link actions (spec 2.6)', () => {
  it.each([
    [href('lightbox'), { action: 'lightbox' }],
    [href('reload-page'), { action: 'reload-page' }],
    [href('popup:open', { id: 'demo-link' }), { action: 'popup:open', id: 'demo-link', toggle: false }],
    [href('popup:open', { id: 12, toggle: 'yes' }), { action: 'popup:open', id: '12', toggle: true }],
    [href('popup:close', { do_not_show_again: true }), { action: 'popup:close', do_not_show_again: true }],
    [href('popup:close'), { action: 'popup:close', do_not_show_again: false }],
    [href('off_canvas:open'), { action: 'off_canvas:open' }],
    [href('off_canvas:close'), { action: 'off_canvas:close' }],
    [href('off_canvas:toggle'), { action: 'off_canvas:toggle' }],
    ['#elementor-action%3Aaction%3Dreload-page', { action: 'reload-page' }],
  ])('%s', (hash, action) => {
    expect(parseLinkAction(hash)).toEqual(action);
  });

  it('base64 with + and / survives the query parsing', () => {
    // {"id":"a"} padded so its base64 holds '+' or '/'
    const settings = { id: 'demo-link', note: '>>>???' };
    expect(btoa(JSON.stringify(settings))).toMatch(/[+/]/);
    expect(parseLinkAction(href('popup:open', settings))).toMatchObject({ id: 'demo-link' });
  });

  it.each([
    '#elementor-action:action=popup:open&settings=not-base64!',
    href('popup:open', { id: '../admin' }),
    href('popup:open', {}),
    href('popup:open', [1]),
    href('explode'),
    href('lightbox', { url: 'javascript:alert(1)' }),
    `#elementor-action:action=popup:open&settings=${btoa('{"id":')}`,
  ])('ignores the malformed %s with a console warning', (hash) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parseLinkAction(hash)).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('link action ignored'));
    warn.mockRestore();
  });

  it('plain hashes are not actions and do not warn', () => {
    const warn = jest.spyOn(console, 'warn');
    expect(parseLinkAction('#top')).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['/a/b.png', true],
    ['/a/b.JPG?x=1', true],
    ['https://cdn.example/i.jpeg', true],
    ['/x.gif', true],
    ['/x.svg', true],
    ['/x.webp', true],
    ['/x.avif', true],
    ['/x.pdf', false],
    ['/png', false],
    ['/x.png.html', false],
  ])('image link %s → %s', (link, image) => {
    expect(isImageLink(link, 'https://deals.example/')).toBe(image);
  });
});
