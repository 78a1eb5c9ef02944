import { revealTargets, revealUrl, safeDestination, withoutRevealParams } from './reveal-url';

describe('the addresses of spec 4.3', () => {
  const page = 'https://site.example/offers?store=shopmart&codeid=7&paged=2&codetext=OLD#offer-9';

  it('removes every codeid and codetext from the current address and keeps the rest', () => {
    expect(withoutRevealParams(page)).toBe('https://site.example/offers?store=shopmart&paged=2#offer-9');
    expect(withoutRevealParams('https://site.example/offers?codeid=1&codeid=2')).toBe('https://site.example/offers');
  });

  it('opens the current page with codeid, or codetext when the button has one (it wins)', () => {
    expect(revealUrl(page, { codeid: '12', codetext: '' })).toBe(
      'https://site.example/offers?store=shopmart&paged=2&codeid=12#offer-9',
    );
    expect(revealUrl(page, { codeid: '12', codetext: 'SAVE 10&more' })).toBe(
      'https://site.example/offers?store=shopmart&paged=2&codetext=SAVE+10%26more#offer-9',
    );
    expect(revealUrl('https://site.example/', { codeid: '3', codetext: '' })).toBe('https://site.example/?codeid=3');
  });

  it('reads which coupon to reveal: codetext first, then codeid; a malformed value none', () => {
    expect(revealTargets('?codeid=131')).toEqual([{ by: 'codeid', value: '131' }]);
    expect(revealTargets('?codeid=131&codetext=SAVE10')).toEqual([
      { by: 'codetext', value: 'SAVE10' },
      { by: 'codeid', value: '131' },
    ]);
    expect(revealTargets('?codetext=')).toEqual([]);
    for (const bad of ['0', '012', '1e3', '12345678901', '"]']) expect(revealTargets(`?codeid=${bad}`)).toEqual([]);
    expect(revealTargets(`?codetext=${'x'.repeat(201)}&codeid=5`)).toEqual([{ by: 'codeid', value: '5' }]);
    expect(revealTargets('?store=a')).toEqual([]);
  });

  it('sends a window only to this site’s /go/:id of the button’s own id', () => {
    expect(safeDestination('12', '/go/12')).toBe('/go/12');
    expect(safeDestination('12', undefined)).toBe('/go/12');
    expect(safeDestination('12', 'https://evil.example/')).toBeNull();
    expect(safeDestination('12', '/go/13')).toBeNull();
    expect(safeDestination('12', '//evil.example/go/12')).toBeNull();
    expect(safeDestination('x', '/go/x')).toBeNull();
  });
});
