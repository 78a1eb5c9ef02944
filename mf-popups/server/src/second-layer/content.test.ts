import { secondLayerDemoPopups } from '../seed/second-layer-popups';
import { buildContent, sameOriginPath } from './content';

const SITE = 'https://deals.example';

it('keeps paths and absolute URLs on the site’s origin, refuses every other origin', () => {
  expect(sameOriginPath('/a/b.js?v=1', SITE)).toBe('/a/b.js?v=1');
  expect(sameOriginPath('https://deals.example/c.css', SITE)).toBe('/c.css');
  for (const foreign of [
    'https://cdn.example/x.js',
    '//cdn.example/x.js',
    '/\\cdn.example/x.js',
    'http://deals.example/x.js',
    'data:text/javascript,1',
    'javascript:1',
    'x.js',
  ]) {
    expect(sameOriginPath(foreign, SITE)).toBeNull();
  }
});

it('lists the refused assets for the log and leaves them out of the answer', () => {
  const popup = secondLayerDemoPopups[0];
  if (!popup) throw new Error('no demo popup');
  const { content, refused } = buildContent(
    { ...popup, styles: { ok: '/s.css', evil: 'https://evil.example/s.css' }, afterScripts: [] },
    SITE,
    '',
  );
  expect(refused).toEqual([
    { handle: 'evil', src: 'https://evil.example/s.css' },
    { handle: 'foreign-tracker', src: 'https://tracker.example.com/t.js' },
  ]);
  expect(content.styles).toEqual({ ok: '/s.css' });
  expect(content.scripts).toEqual([]);
});
