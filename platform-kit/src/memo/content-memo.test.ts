import { contentMemo } from './content-memo';

describe('contentMemo', () => {
  const db = {};

  it('reads once while the content tokens stay the same, and again once they move', async () => {
    const memo = contentMemo<number>();
    let reads = 0;
    const load = async () => ++reads;
    expect(await memo.get(db, 'v1', 'home', load)).toBe(1);
    expect(await memo.get(db, 'v1', 'home', load)).toBe(1);
    expect(await memo.get(db, 'v2', 'home', load)).toBe(2);
    expect(await memo.get(db, 'v1', 'home', load)).toBe(3);
  });

  it('reads every time when the tokens are unknown', async () => {
    const memo = contentMemo<number>();
    let reads = 0;
    const load = async () => ++reads;
    await memo.get(db, undefined, 'home', load);
    expect(await memo.get(db, undefined, 'home', load)).toBe(2);
  });

  it('keeps each key apart and drops the oldest past its size', async () => {
    const memo = contentMemo<string>(2);
    const reads: string[] = [];
    const load = (key: string) => async () => {
      reads.push(key);
      return key;
    };
    expect(await memo.get(db, 'v', 'a', load('a'))).toBe('a');
    expect(await memo.get(db, 'v', 'b', load('b'))).toBe('b');
    await memo.get(db, 'v', 'c', load('c'));
    await memo.get(db, 'v', 'b', load('b'));
    await memo.get(db, 'v', 'a', load('a'));
    expect(reads).toEqual(['a', 'b', 'c', 'a']);
  });

  it('does not keep a failed read', async () => {
    const memo = contentMemo<number>();
    await expect(memo.get(db, 'v', 'k', () => Promise.reject(new Error('database away')))).rejects.toThrow(
      'database away',
    );
    expect(await memo.get(db, 'v', 'k', async () => 7)).toBe(7);
  });

  it('keeps two databases with the same tokens apart', async () => {
    const memo = contentMemo<string>();
    expect(await memo.get({}, 'v', 'home', async () => 'first')).toBe('first');
    expect(await memo.get({}, 'v', 'home', async () => 'second')).toBe('second');
  });
});
