import { buildTestApp, type TestApp } from '../../../../tools/testing/test-app';
import { testDrivers } from '../../../../tools/testing/test-db';
import { authSlice } from '../index';
import { numberAnswer, numberWord, randomQuestion } from './captcha-question';
import { createChallenge, createQuestionChallenge, verifyChallenge } from './challenges';
import { solve } from '../testing/solve-question';
import { TEST_ENV } from '../testing/auth-app';

describe('captcha questions (no database)', () => {
  it('reads digits and spelled-out numbers leniently and nothing else', () => {
    const read = ['11', ' 011 ', 'Eleven', ' TWENTY-one ', 'twenty one', 'forty', 'zero', '7.'].map(numberAnswer);
    expect(read).toEqual(['11', '11', '11', '21', '21', '40', '0', '7']);
    expect(['', 'AB3CD', 'twenty zero', 'one two', 'eleventy', '1234', 'ten-five'].map(numberAnswer)).toEqual(
      Array(7).fill(null),
    );
    expect([0, 7, 13, 20, 25, 99].map(numberWord)).toEqual([
      'zero',
      'seven',
      'thirteen',
      'twenty',
      'twenty-five',
      'ninety-nine',
    ]);
  });

  it('writes every question in words, asks for digits, and stores the answer a person would give', () => {
    for (let i = 0; i < 300; i++) {
      const { question, answer } = randomQuestion();
      expect(question).not.toMatch(/\d/);
      expect(question).toMatch(/\? Answer in digits\.$/);
      expect(answer).toMatch(/^\d{1,2}$/);
      expect(solve(question)).toBe(answer);
    }
  });
});

describe.each(testDrivers())('mf-auth question captcha on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ slices: [authSlice], driver, env: TEST_ENV });
  }, 60_000);
  afterAll(() => t.close());

  it('accepts the number as a word, hashes the answer and lets a question expire', async () => {
    const a = await createQuestionChallenge(t.db);
    expect(await verifyChallenge(t.db, a.token, ` ${numberWord(Number(a.answer)).toUpperCase()} `)).toBe(true);
    const b = await createQuestionChallenge(t.db, new Date(Date.now() - 11 * 60_000));
    expect(await verifyChallenge(t.db, b.token, b.answer)).toBe(false);
    const c = await createQuestionChallenge(t.db);
    const { rows } = await t.db.query<{ answer_hash: string }>('SELECT answer_hash FROM auth.captchas');
    expect(rows.map((r) => r.answer_hash)).not.toContain(c.answer);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.answer_hash))).toBe(true);
  });

  it('reads a picture answer as written only: a number word is no way round five characters', async () => {
    const picture = await createChallenge(t.db);
    expect(await verifyChallenge(t.db, picture.token, 'eleven')).toBe(false);
    const again = await createChallenge(t.db);
    expect(await verifyChallenge(t.db, again.token, again.answer.toLowerCase())).toBe(true);
  });
});
