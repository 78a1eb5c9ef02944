import { normaliseSearchText, searchWords } from './normalise';

describe('normaliseSearchText', () => {
  it('lower-cases and drops Latin accents', () => {
    expect(normaliseSearchText('Crème BRÛLÉE Ångström Łódź')).toBe('creme brulee angstrom lodz');
  });

  it('maps Greek accented vowels to unaccented lower case (spec 5)', () => {
    expect(normaliseSearchText('ΆΈΉΊΌΎΏ άέήίόύώ ϊϋΐΰ Καλοκαίρι')).toBe('αεηιουω αεηιουω ιυιυ καλοκαιρι');
  });
});

describe('searchWords', () => {
  it('splits on anything that is not a letter or digit', () => {
    expect(searchWords('usb-c hub, 2 ports')).toEqual(['usb', 'c', 'hub', '2', 'ports']);
  });
});
