import { denyWords, suggestionPolicy } from './suggestion-policy';

describe('what may become a suggestion', () => {
  const policy = suggestionPolicy(denyWords(['Acmé Rival']));

  it('learns ordinary searches of a few words', () => {
    expect(policy.learnable('Standing desk', 'standing desk')).toBe(true);
    expect(policy.learnable('rtx 4090', 'rtx 4090')).toBe(true);
  });

  it('never learns or shows a deny-listed word, the operator’s own normalised like the log', () => {
    expect(policy.showable('cheap password manager')).toBe(false);
    expect(policy.showable('acme rival laptop')).toBe(false);
    expect(policy.showable('rival')).toBe(false);
  });

  it('never learns what looks personal: an address, a link, a long number, a sentence', () => {
    expect(policy.learnable('jane@example.com', 'jane example com')).toBe(false);
    expect(policy.learnable('https://shop.example/x', 'https shop example x')).toBe(false);
    expect(policy.learnable('order 123456', 'order 123456')).toBe(false);
    expect(policy.showable('one two three four five six seven')).toBe(false);
    expect(policy.showable('x'.repeat(31))).toBe(false);
  });
});
