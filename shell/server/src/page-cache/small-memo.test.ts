import { smallMemo } from './small-memo';

describe('smallMemo', () => {
  it('computes each input once while it is held, undefined answers included', () => {
    const seen: string[] = [];
    const length = smallMemo(4, (input) => {
      seen.push(input);
      return input === 'none' ? undefined : input.length;
    });
    expect([length('ab'), length('ab'), length('none'), length('none')]).toEqual([2, 2, undefined, undefined]);
    expect(seen).toEqual(['ab', 'none']);
  });

  it('forgets everything once it holds max answers, so made-up inputs cannot grow it', () => {
    const seen: string[] = [];
    const upper = smallMemo(2, (input) => {
      seen.push(input);
      return input.toUpperCase();
    });
    for (const input of ['a', 'b', 'c', 'a']) expect(upper(input)).toBe(input.toUpperCase());
    // 'c' arrived with two held: the memo started afresh, so 'a' was computed again.
    expect(seen).toEqual(['a', 'b', 'c', 'a']);
  });
});
