import { buildTestApp, type TestApp } from '../../../../tools/testing/test-app';
import { testDrivers } from '../../../../tools/testing/test-db';
import { authSlice } from '../index';
import { captchaResponseSchema } from '@site/shared-contracts/auth';
import { numberAnswer, numberWord, randomQuestion } from './captcha-question';
import { createQuestionChallenge, verifyChallenge } from './challenges';
import { CAPTCHA_WRONG_MESSAGE, REGISTER_SENT_MESSAGE } from '../accounts/registration';
import { newClient, nextIp, TEST_CAPTCHA, TEST_ENV } from '../testing/test-kit';

/** Solve a question as a person would, so the tests prove every template's stored answer is right. */
function solve(question: string): string {
  const numbers = Array.from(question.toLowerCase().matchAll(/[a-z]+(?:-[a-z]+)?/g), (m) => numberAnswer(m[0]))
    .filter((n): n is string => n !== null)
    .map(Number);
  const [a = NaN, b = NaN] = numbers;
  if (question.includes(' plus ')) return String(a + b);
  if (question.includes(' minus ')) return String(a - b);
  if (question.includes(' after ')) return String(a + 1);
  if (question.includes(' legs ')) return String(a * b);
  if (question.includes(' largest ')) return String(Math.max(...numbers));
  throw new Error(`unknown question: ${question}`);
}

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

  const getCaptcha = (query = '', ip = nextIp()) =>
    t.app.inject({ method: 'GET', url: `/api/auth/captcha${query}`, remoteAddress: ip });
  const question = async () => {
    const body = captchaResponseSchema.parse((await getCaptcha('?kind=question')).json());
    if (body.kind !== 'question') throw new Error('expected a question');
    return body;
  };
  const fields = (email: string, captcha_token: string, captcha_answer: string) => ({
    email,
    display_name: 'Question Person',
    password: 'a long pass phrase 42',
    captcha_token,
    captcha_answer,
  });

  it('serves a question on ?kind=question, the picture by default, and a 400 JSON error for other kinds', async () => {
    const asked = await getCaptcha('?kind=question');
    expect(asked.statusCode).toBe(200);
    expect(asked.headers['cache-control']).toBe('no-store');
    expect(asked.json()).toEqual({
      token: expect.any(String),
      kind: 'question',
      question: expect.stringMatching(/^What|^Which|^How/),
    });
    for (const query of ['', '?kind=picture']) {
      expect(captchaResponseSchema.parse((await getCaptcha(query)).json()).kind).toBe('picture');
    }
    for (const query of ['?kind=audio', '?kind=', '?kind=question&kind=picture']) {
      const bad = await getCaptcha(query);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({
        error: { code: 'CAPTCHA_KIND_INVALID', message: expect.stringContaining('question') },
      });
    }
  });

  it('registers with the right answer, once; a reused token is refused', async () => {
    const client = await newClient(t.app);
    const { token, question: text } = await question();
    const ok = await client.ajax('site_register', fields('question.ok@example.com', token, ` ${solve(text)} `));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ error: false, message: REGISTER_SENT_MESSAGE });
    const reused = await client.ajax('site_register', fields('question.again@example.com', token, solve(text)));
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ error: true, message: CAPTCHA_WRONG_MESSAGE });
  });

  it('refuses a wrong answer, and that attempt uses the question up', async () => {
    const client = await newClient(t.app);
    const { token, question: text } = await question();
    const wrong = await client.ajax(
      'site_register',
      fields('question.wrong@example.com', token, String(Number(solve(text)) + 1)),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: true, message: CAPTCHA_WRONG_MESSAGE });
    const late = await client.ajax('site_register', fields('question.wrong@example.com', token, solve(text)));
    expect(late.json()).toEqual({ error: true, message: CAPTCHA_WRONG_MESSAGE });
  });

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

  it('accepts the non-production test answer for a question too', async () => {
    const client = await newClient(t.app);
    const { token } = await question();
    expect(
      (await client.ajax('site_register', fields('question.test@example.com', token, TEST_CAPTCHA))).json().error,
    ).toBe(false);
  });

  it('shares the per-IP captcha limit between pictures and questions', async () => {
    const ip = nextIp();
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) codes.push((await getCaptcha(i % 2 ? '?kind=question' : '', ip)).statusCode);
    expect(codes.slice(0, 30).every((code) => code === 200)).toBe(true);
    expect(codes[30]).toBe(429);
  });

  it('serves the no-JS page with a question on ?captcha=question, links both ways, and registers', async () => {
    const client = await newClient(t.app);
    const picture = await client.get('/register');
    expect(picture.body).toContain('<a href="/register?captcha=question">Answer a question instead</a>');
    const page = await client.get('/register?captcha=question');
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<img class="auth-page__captcha"');
    expect(page.body).toContain('action="/register?captcha=question"');
    expect(page.body).toContain('<a href="/register">Show a picture instead</a>');
    expect(page.body).toMatch(
      /<label for="auth-register-captcha">Answer to the question<\/label>\n<input id="auth-register-captcha"[^>]* aria-describedby="auth-register-question"/,
    );
    const text = /<p id="auth-register-question"[^>]*>([^<]+)<\/p>/.exec(page.body)?.[1] ?? '';
    expect(text).toMatch(/Answer in digits\.$/);
    const token = /name="captcha_token" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const wrong = await client.post('/register?captcha=question', {
      _csrf: client.csrfToken,
      ...fields('nojs.question@example.com', token, 'nope'),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('role="alert"');
    expect(wrong.body).toContain('id="auth-register-question"');
    const next = /<p id="auth-register-question"[^>]*>([^<]+)<\/p>/.exec(wrong.body)?.[1] ?? '';
    const nextToken = /name="captcha_token" value="([^"]+)"/.exec(wrong.body)?.[1] ?? '';
    expect(nextToken).not.toBe(token);
    const ok = await client.post('/register?captcha=question', {
      _csrf: client.csrfToken,
      ...fields('nojs.question@example.com', nextToken, solve(next)),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('role="status"');
  });
});
