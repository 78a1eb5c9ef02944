import { captchaResponseSchema, type CaptchaResponse } from '@site/shared-contracts/auth';
import { buildTestApp, type TestApp } from '../../../../tools/testing/test-app';
import { testDrivers } from '../../../../tools/testing/test-db';
import { CAPTCHA_WRONG_MESSAGE, REGISTER_SENT_MESSAGE } from '../accounts/registration';
import { authSlice } from '../index';
import { AUTH_LIMITS } from '../limits/auth-limits';
import { solve } from '../testing/solve-question';
import { newClient, nextIp, TEST_ENV, type Client } from '../testing/auth-app';

const FALLBACK = '/api/auth/captcha/fallback';

describe.each(testDrivers())('mf-auth captcha chosen by the server on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ slices: [authSlice], driver, env: TEST_ENV });
  }, 60_000);
  afterAll(() => t.close());

  const picture = async (client: Client, query = ''): Promise<CaptchaResponse> =>
    captchaResponseSchema.parse((await client.get(`/api/auth/captcha${query}`, { accept: 'application/json' })).json());
  const fallback = (client: Client, token: string) => client.post(FALLBACK, { captcha_token: token });
  const question = async (client: Client) => {
    const body = captchaResponseSchema.parse((await fallback(client, (await picture(client)).token)).json());
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

  it('always gives a picture first: the client cannot ask for the question', async () => {
    const client = await newClient(t.app);
    for (const query of ['', '?kind=question', '?kind=audio', '?kind=question&kind=picture']) {
      const response = await client.get(`/api/auth/captcha${query}`, { accept: 'application/json' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(captchaResponseSchema.parse(response.json()).kind).toBe('picture');
    }
  });

  it('swaps a live picture for a question, once; the picture is used up, a question cannot be swapped', async () => {
    const client = await newClient(t.app);
    const first = await picture(client);
    const swapped = await fallback(client, first.token);
    expect(swapped.statusCode).toBe(200);
    expect(swapped.headers['cache-control']).toBe('no-store');
    const body = captchaResponseSchema.parse(swapped.json());
    expect(body).toEqual({ token: expect.any(String), kind: 'question', question: expect.stringMatching(/digits\.$/) });
    for (const token of [first.token, body.token, 'x'.repeat(32)]) {
      const again = await fallback(client, token);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ error: { code: 'CAPTCHA_FALLBACK_INVALID', message: expect.any(String) } });
    }
    // The swapped picture no longer registers anybody, even with the test answer.
    const used = await client.ajax('site_register', fields('swapped.pic@example.com', first.token, 'pass-captcha'));
    expect(used.json()).toEqual({ error: true, message: CAPTCHA_WRONG_MESSAGE });
  });

  it('needs the CSRF token and a bounded token to swap', async () => {
    const client = await newClient(t.app);
    const { token } = await picture(client);
    expect((await client.post(FALLBACK, { captcha_token: token }, { cookie: client.cookie })).statusCode).toBe(403);
    expect((await client.post(FALLBACK, { captcha_token: 'x'.repeat(129) })).statusCode).toBe(400);
    expect((await client.post(FALLBACK, {})).statusCode).toBe(400);
  });

  it('registers with the question answered, once; a wrong answer uses the question up', async () => {
    const client = await newClient(t.app);
    const q = await question(client);
    const ok = await client.ajax('site_register', fields('question.ok@example.com', q.token, ` ${solve(q.question)} `));
    expect(ok.json()).toEqual({ error: false, message: REGISTER_SENT_MESSAGE });
    const reused = await client.ajax('site_register', fields('question.again@example.com', q.token, solve(q.question)));
    expect(reused.json()).toEqual({ error: true, message: CAPTCHA_WRONG_MESSAGE });
    const other = await question(client);
    const wrong = String(Number(solve(other.question)) + 1);
    expect((await client.ajax('site_register', fields('q.wrong@example.com', other.token, wrong))).statusCode).toBe(
      400,
    );
    const late = await client.ajax('site_register', fields('q.wrong@example.com', other.token, solve(other.question)));
    expect(late.json()).toEqual({ error: true, message: CAPTCHA_WRONG_MESSAGE });
  });

  it('rate-limits the fallback harder than the picture', async () => {
    const client = await newClient(t.app, nextIp());
    const codes: number[] = [];
    for (let i = 0; i <= AUTH_LIMITS.captchaFallbackIp.max; i++) {
      codes.push((await fallback(client, (await picture(client)).token)).statusCode);
    }
    expect(codes.slice(0, -1).every((code) => code === 200)).toBe(true);
    const refused = await fallback(client, (await picture(client)).token);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({ error: { code: 'AUTH_RATE_LIMITED', message: expect.any(String) } });
    // Pictures still come: the tighter budget is the question's alone.
    expect((await picture(client)).kind).toBe('picture');
  });

  it('limits pictures per IP', async () => {
    const client = await newClient(t.app, nextIp());
    const codes: number[] = [];
    for (let i = 0; i <= AUTH_LIMITS.captchaIp.max; i++) {
      codes.push((await client.get('/api/auth/captcha', { accept: 'application/json' })).statusCode);
    }
    expect(codes.slice(0, -1).every((code) => code === 200)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });

  it('no-JS: "Can\'t see the picture?" swaps the picture for a question, keeps the fields, and registers', async () => {
    const client = await newClient(t.app);
    const page = await client.get('/register');
    expect(page.body).toContain('<img class="auth-page__captcha"');
    expect(page.body).toContain(
      `<button type="submit" name="captcha_fallback" value="1" formnovalidate>Can't see the picture?</button>`,
    );
    const pictureToken = /name="captcha_token" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const swapped = await client.post('/register', {
      _csrf: client.csrfToken,
      email: 'nojs.question@example.com',
      display_name: 'No Script',
      captcha_token: pictureToken,
      captcha_fallback: '1',
    });
    expect(swapped.statusCode).toBe(200);
    expect(swapped.body).not.toContain('<img class="auth-page__captcha"');
    expect(swapped.body).not.toContain('role="alert"');
    expect(swapped.body).toContain('value="nojs.question@example.com"');
    expect(swapped.body).toMatch(
      /<label for="auth-register-captcha">Answer to the question<\/label>\n<input id="auth-register-captcha"[^>]* aria-describedby="auth-register-question"/,
    );
    const text = /<p id="auth-register-question"[^>]*>([^<]+)<\/p>/.exec(swapped.body)?.[1] ?? '';
    const token = /name="captcha_token" value="([^"]+)"/.exec(swapped.body)?.[1] ?? '';
    expect(token).not.toBe(pictureToken);
    const ok = await client.post('/register', {
      _csrf: client.csrfToken,
      ...fields('nojs.question@example.com', token, solve(text)),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('role="status"');
  });
});
