import { normaliseSearchText, searchWords } from '@site/platform-kit/text';
import { highlight, suggestionUrl, termSegment } from './highlight';

describe('normaliseSearchText', () => {
  it('lower-cases and strips Latin accents', () => {
    expect(normaliseSearchText('Crème BRÛLÉE Ångström Łódź')).toBe('creme brulee angstrom lodz');
  });
  it('strips Greek accents and diaeresis, upper and lower case', () => {
    expect(normaliseSearchText('ΆΈΉΊΌΎΏ άέήίόύώ ϊϋΐΰ Καλοκαίρι')).toBe('αεηιουω αεηιουω ιυιυ καλοκαιρι');
  });
  it('splits words on anything but letters and digits', () => {
    expect(searchWords('usb-c hub, 2 ports')).toEqual(['usb', 'c', 'hub', '2', 'ports']);
  });
});

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

describe('suggestion links', () => {
  it('puts the lower-cased suggestion into s with + for spaces', () => {
    expect(suggestionUrl('/search', 'Laptop Stand')).toBe('/search?s=laptop+stand');
  });
  it('adds the first hidden post_type and keeps the action query', () => {
    expect(suggestionUrl('/search?sssid=a1', 'tv & audio', 'product')).toBe(
      '/search?sssid=a1&s=tv+%26+audio&post_type=product',
    );
  });
  it('replaces "/" before encoding a term for a request path', () => {
    expect(termSegment('1/2 price & more', '-')).toBe('1-2%20price%20%26%20more');
  });
});
