import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, type TestApp } from '../../../../tools/testing/test-app';
import { testDrivers } from '../../../../tools/testing/test-db';
import { newVisitor } from '../../../../tools/testing/visitor';
import { runSeed } from '../seed-runner';
import { slices } from '../slices';
import { hostileBodies, hostileQueries, HOSTILE_TEXT, withParams } from './hostile/corpus';

type Route = { method: string; url: string };
type Failure = { method: string; url: string; label: string; status: number };

// Demo administrator seeded by mf-auth: a logged-in session reaches the routes behind a login.
const ADMIN = { email: 'admin@example.com', password: 'admin-password-2026' };
// Routes whose success would end the session the rest of the corpus uses.
const LAST = new Set(['POST /logout']);

/**
 * Every registered route, with every slice, gets its hostile inputs (huge ids, invalid UTF-8, overlong
 * text, bodies past the limit, wrong content types, malformed JSON), as a visitor and as a logged-in
 * administrator: not one may answer 5xx. Each request comes from its own address, so the rate limits
 * never stop the corpus short of the code behind them.
 */
describe.each(testDrivers())('hostile inputs on every route (%s)', (driver) => {
  let t: TestApp;
  const routes: Route[] = [];
  let n = 0;
  const nextIp = () => {
    n++;
    return `10.77.${(n >> 8) & 255}.${n & 255}`;
  };

  beforeAll(async () => {
    t = await buildTestApp({
      driver,
      // Search's own shedding would answer much of a corpus sent as fast as this one 503.
      env: { SEARCH_REQUESTS_PER_10S: 'off', SEARCH_SHED_LAG_MS: 'off', SEARCH_MAX_CONCURRENT: '1000' },
      onRoute: (route) => {
        for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url });
      },
    });
    await runSeed(t.db, slices, { products: 30, posts: 8, offers: 8, users: 1 }, () => {});
  }, 120_000);
  afterAll(() => t.close());

  async function send(
    failures: Failure[],
    route: Route,
    url: string,
    label: string,
    headers: Record<string, string>,
    payload?: string,
  ): Promise<LightMyRequestResponse> {
    const response = await t.app.inject({
      method: route.method as 'GET',
      url,
      headers,
      remoteAddress: nextIp(),
      ...(payload === undefined ? {} : { payload }),
    });
    // A 503 with Retry-After is load shedding (the platform's, when this busy machine lags), not an answer
    // to the input; every other 5xx is a failure.
    const shed = response.statusCode === 503 && response.headers['retry-after'] !== undefined;
    if (response.statusCode >= 500 && !shed)
      failures.push({ method: route.method, url: url.slice(0, 120), label, status: response.statusCode });
    return response;
  }

  async function corpus(as: Record<string, string>): Promise<Failure[]> {
    const failures: Failure[] = [];
    const ordered = [...routes].sort(
      (a, b) => Number(LAST.has(`${a.method} ${a.url}`)) - Number(LAST.has(`${b.method} ${b.url}`)),
    );
    for (const route of ordered) {
      const urls = /[:*]/.test(route.url) ? HOSTILE_TEXT.map((v) => withParams(route.url, v)) : [route.url];
      const base = withParams(route.url, '1');
      for (const accept of ['application/json', 'text/html']) {
        const headers = { ...as, accept };
        for (const url of urls) await send(failures, route, url, `path (${accept})`, headers);
        for (const query of hostileQueries())
          await send(failures, route, `${base}?${query}`, `query (${accept})`, headers);
      }
      if (route.method === 'GET') continue;
      for (const body of hostileBodies()) {
        await send(failures, route, base, body.label, { ...as, 'content-type': body.contentType }, body.payload);
      }
    }
    return failures;
  }

  it('answers no hostile request with a 5xx, logged out', async () => {
    expect(routes.length).toBeGreaterThan(40);
    const visitor = newVisitor();
    expect(await corpus(visitor.headers)).toEqual([]);
  }, 120_000);

  it('answers no hostile request with a 5xx, logged in as an administrator', async () => {
    const visitor = newVisitor();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/ajax',
      remoteAddress: nextIp(),
      headers: { ...visitor.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ action: 'site_login', ...ADMIN }).toString(),
    });
    const session = login.cookies.find((c) => c.name.endsWith('auth.sid'));
    expect(session).toBeDefined();
    const headers = { ...visitor.headers, cookie: `${visitor.cookie}; ${session?.name}=${session?.value}` };
    const account = await t.app.inject({ method: 'GET', url: '/account', headers });
    expect(account.statusCode).toBe(200);
    expect(await corpus(headers)).toEqual([]);
  }, 120_000);

  it('answers a successful no-JS login with a hostile redirect_to without a 5xx', async () => {
    const failures: Failure[] = [];
    const route = { method: 'POST', url: '/login' };
    // Both as sent and as a path on this site (the kind of target a redirect is allowed to follow).
    for (const value of HOSTILE_TEXT.flatMap((v) => [v, `/${v}`, `/blog/${v}`])) {
      const visitor = newVisitor();
      const headers = { ...visitor.headers, accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' };
      const fields = `email=${encodeURIComponent(ADMIN.email)}&password=${ADMIN.password}&redirect_to=${value}`;
      await send(failures, route, `/login?redirect_to=${value}`, `redirect_to ${value.slice(0, 30)}`, headers, fields);
    }
    expect(failures).toEqual([]);
  });
});
