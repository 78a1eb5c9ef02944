import { highlight } from './highlight';

const render = (suggestion: string, term: string) =>
  highlight(suggestion, term)
    .map((s) => (s.bold ? `[${s.text}]` : s.text))
    .join('');

describe('highlight', () => {
  it('bolds typed words at word starts, case-insensitively', () => {
    expect(render('Laptop Stand', 'LAP st')).toBe('[lap]top [st]and');
  });
  it('prefers the longest word', () => {
    expect(render('laptop lap', 'lap laptop')).toBe('[laptop] [lap]');
  });
  it('does not match inside a word', () => {
    expect(render('overlap', 'lap')).toBe('overlap');
  });
  it('matches Greek words with or without accents', () => {
    expect(render('Καλοκαίρι στην Ελλάδα', 'καλοκαι ΕΛΛΆ')).toBe('[καλοκαι]ρι στην [ελλα]δα');
  });
  it('leaves text alone for an empty term', () => {
    expect(highlight('abc', '  ')).toEqual([{ text: 'abc', bold: false }]);
  });
});
