import { satisfies } from './semver-range';

describe('satisfies', () => {
  it.each([
    ['19.3.1', '^19.3.1', true],
    ['19.4.0', '^19.3.1', true],
    ['19.3.0', '^19.3.1', false],
    ['20.0.0', '^19.3.1', false],
    ['0.3.5', '^0.3.1', true],
    ['0.4.0', '^0.3.1', false],
    ['1.2.9', '~1.2.3', true],
    ['1.3.0', '~1.2.3', false],
    ['4.6.7', '4.6.7', true],
    ['4.6.8', '=4.6.7', false],
    ['2.5.0', '>=2.0.0 <3', true],
    ['3.0.0', '>=2.0.0 <3', false],
    ['18.2.0', '^17.0.0 || ^18.0.0', true],
    ['1.0.0', '*', true],
    ['not-a-version', '*', false],
  ])('%s in %s -> %s', (version, range, expected) => {
    expect(satisfies(version, range)).toBe(expected);
  });
});
