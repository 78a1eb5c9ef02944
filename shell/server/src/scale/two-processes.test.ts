import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createAdmin } from '@site/mf-auth/server';
import { copyPostgresTemplate, postgresAvailable } from '../../../../tools/testing/test-db';
import type { ClosableSql } from '../db/pglite-driver';
import { openPostgres } from '../db/postgres-driver';
import { csrfTokenFor, VISITOR_COOKIE } from '../platform/request-context';
import { createDeployTokens } from '../releases/deploy-tokens';
import { slices } from '../slices';
import { fakeBuild } from '../store/testing/remote-build';
import { hashBuild } from '../store/hash-build';
import { publishRemote } from '../store/publish';
import { createRegistry } from '../store/registry';
import { type Answer, send, setCookies, SITE_URL } from './testing/http';
import { redisAnswers } from './redis-connection';
import { startRedisProxy, type RedisProxy } from './testing/redis-proxy';
import { startServer, type ServerProcess } from './testing/spawn-server';

// Two server processes, one PostgreSQL database, one Redis (behind a proxy the suite can cut): the site
// must behave as one. Skipped, saying so, when this machine has no PostgreSQL or Redis to share.
const REDIS = { host: '127.0.0.1', port: Number(process.env.SITE_TEST_REDIS_PORT ?? 6379) };
const SECRET = randomBytes(24).toString('base64url');
const ADMIN = { email: 'rita@example.com', name: 'Rita Release', password: 'release manager pass 2026' };

type Server = ServerProcess;

/**
 * Re-index as `npm run seed` does (every slice's documents into mf-search's index), from the operator's
 * side: a re-index is a command run against the shared database, not a request to one process.
 */
async function reindex(db: ClosableSql): Promise<void> {
  const search = slices.find((slice) => slice.indexDocuments);
  if (!search?.indexDocuments) throw new Error('no slice indexes');
  const terms = (await Promise.all(slices.map((slice) => slice.searchTerms?.(db) ?? []))).flat();
  async function* documents() {
    for (const slice of slices) if (slice.searchDocuments) yield* slice.searchDocuments(db);
  }
  await db.batch((batch) => search.indexDocuments?.(batch, documents(), terms, () => {}) ?? Promise.resolve());
}

function visitor() {
  const id = randomUUID();
  return { cookie: `${VISITOR_COOKIE}=${id}`, csrf: csrfTokenFor(SECRET, id) };
}

const FORM = { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' };
/** mf-shop's per-address budget of cart changes a minute, low here so the suite can reach it. */
const CART_CHANGES = 4;

describe('two server processes on one PostgreSQL and one Redis', () => {
  let skipped: string | null = null;
  let db: ClosableSql;
  let dropDb: () => Promise<void>;
  let proxy: RedisProxy;
  let a: Server;
  let b: Server;
  let deployToken: string;
  let postSlug: string;
  let admin: { cookie: string; csrf: string };

  beforeAll(async () => {
    if (!postgresAvailable()) skipped = 'PostgreSQL (127.0.0.1:5432) is not reachable';
    else if (!(await redisAnswers(REDIS.host, REDIS.port)))
      skipped = `Redis (${REDIS.host}:${REDIS.port}) is not reachable`;
    if (skipped) {
      console.warn(`[scale] two-process suite skipped: ${skipped}`);
      return;
    }
    const copy = await copyPostgresTemplate();
    dropDb = copy.drop;
    db = openPostgres(copy.url.toString(), 2);
    // The operator's part: content to comment on, an administrator, a deploy token, mf-search 1.0.0 live.
    await slices
      .find((s) => s.name === 'mf-content')
      ?.seed?.(db, { products: 0, posts: 2, offers: 0, users: 0 }, () => {});
    await slices
      .find((s) => s.name === 'mf-shop')
      ?.seed?.(db, { products: 3, posts: 0, offers: 0, users: 0 }, () => {});
    const { rows } = await db.query<{ slug: string }>(
      'SELECT slug FROM content.posts WHERE NOT restricted AND published_at <= now() ORDER BY id LIMIT 1',
    );
    postSlug = rows[0]?.slug ?? '';
    await createAdmin(db, ADMIN);
    deployToken = (await createDeployTokens(db).create('mf-search', 'ci', 'test')).token;
    const operatorStore = mkdtempSync(path.join(os.tmpdir(), 'scale-store-'));
    await publishRemote(db, {
      remote: 'mf-search',
      buildDir: fakeBuild('mf-search', { entry: "var v='1.0.0'" }),
      storeDir: operatorStore,
      version: '1.0.0',
      publisher: 'test',
    });
    await createRegistry(db, operatorStore).activate('mf-search', '1.0.0', { actor: 'test' });
    proxy = await startRedisProxy(REDIS);
    const shared = {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      SITE_URL,
      LOG_LEVEL: 'warn',
      DATABASE_URL: copy.url.toString(),
      REDIS_URL: `redis://127.0.0.1:${proxy.port}/5`,
      REDIS_PREFIX: `scale-test-${randomBytes(4).toString('hex')}:`,
      SESSION_SECRET: SECRET,
      SHOP_CART_CHANGES_PER_MINUTE: String(CART_CHANGES),
    };
    const dataDir = (name: string) => mkdtempSync(path.join(os.tmpdir(), `scale-${name}-`));
    [a, b] = await Promise.all([
      startServer({ ...shared, DATA_DIR: dataDir('a') }),
      startServer({ ...shared, DATA_DIR: dataDir('b') }),
    ]);
  }, 180_000);

  afterAll(async () => {
    for (const server of [a, b]) server?.child.kill('SIGTERM');
    await proxy?.close();
    await db?.close();
    await dropDb?.();
  });

  const logIn = (server: Server, who: { cookie: string; csrf: string }, email: string, password: string) =>
    send(server.port, {
      method: 'POST',
      path: '/login',
      headers: { ...FORM, cookie: who.cookie },
      body: new URLSearchParams({ email, password, _csrf: who.csrf }).toString(),
    });
  const page = (server: Server, url: string) => send(server.port, { path: url, headers: { accept: 'text/html' } });
  const text = (answer: Answer) => answer.body.toString();

  it('knows on B the session a login on A began', async () => {
    if (skipped) return;
    const browser = visitor();
    const login = await logIn(a, browser, ADMIN.email, ADMIN.password);
    expect(login.status).toBe(303);
    admin = { cookie: [browser.cookie, ...setCookies(login)].join('; '), csrf: browser.csrf };
    const onB = await send(b.port, { path: '/admin/remotes', headers: { accept: 'text/html', cookie: admin.cookie } });
    expect(onB.status).toBe(200);
    expect(text(onB)).toContain('Remote releases');
  });

  it('refuses failed logins split across A and B at exactly the configured count', async () => {
    if (skipped) return;
    const browser = visitor();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      const server = attempt % 2 === 0 ? a : b;
      statuses.push((await logIn(server, browser, 'someone@example.com', 'not the password')).status);
    }
    // mf-auth's per address and account budget is 5 a minute (AUTH_LIMITS.loginIpAccount).
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });

  it('refuses cart changes split across A and B at exactly the configured count', async () => {
    if (skipped) return;
    const statuses: number[] = [];
    for (let change = 0; change < CART_CHANGES + 2; change++) {
      // A new shopper each time: the budget is the address's (both processes see 127.0.0.1).
      const shopper = visitor();
      const answer = await send((change % 2 === 0 ? a : b).port, {
        method: 'POST',
        path: '/api/shop/cart/lines',
        headers: { 'content-type': 'application/json', cookie: shopper.cookie, 'x-csrf-token': shopper.csrf },
        body: JSON.stringify({ productId: 1 }),
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([...Array<number>(CART_CHANGES).fill(201), 429, 429]);
  });

  it('serves from B a file published through A, with the same hash', async () => {
    if (skipped) return;
    const dir = fakeBuild('mf-search', { entry: "var v='2.0.0'" });
    const files = hashBuild(dir).map((file) => ({
      path: file.path,
      contentBase64: readFileSync(path.join(dir, file.path)).toString('base64'),
    }));
    const published = await send(a.port, {
      method: 'POST',
      path: '/api/remotes/mf-search/versions',
      headers: { authorization: `Bearer ${deployToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ version: '2.0.0', files }),
    });
    expect(published.status).toBe(201);
    const served = await send(b.port, { path: '/remotes/mf-search/2.0.0/remoteEntry.js' });
    expect(served.status).toBe(200);
    const sha = (bytes: Buffer) => createHash('sha384').update(bytes).digest('base64');
    expect(sha(served.body)).toBe(sha(readFileSync(path.join(dir, 'remoteEntry.js'))));
  });

  it("inlines on B's next page the remote version activated through A", async () => {
    if (skipped) return;
    // B has the home page cached with 1.0.0 (the second request is a hit).
    await page(b, '/');
    const before = await page(b, '/');
    expect(text(before)).toContain('/remotes/mf-search/1.0.0/');
    const activated = await send(a.port, {
      method: 'POST',
      path: '/admin/remotes/mf-search/activate',
      headers: { ...FORM, cookie: admin.cookie },
      body: new URLSearchParams({ _csrf: admin.csrf, version: '2.0.0', reason: 'scale test' }).toString(),
    });
    expect(activated.status).toBeLessThan(400);
    expect(text(activated)).toContain('mf-search@2.0.0 is now active.');
    const after = await page(b, '/');
    expect(text(after)).toContain('/remotes/mf-search/2.0.0/');
    expect(text(after)).not.toContain('/remotes/mf-search/1.0.0/');
  });

  it('shows on B a comment posted through A', async () => {
    if (skipped) return;
    await page(b, `/blog/${postSlug}`);
    expect((await page(b, `/blog/${postSlug}`)).headers['x-page-cache']).toBe('hit');
    const words = `Posted through A ${randomUUID()}`;
    const posted = await send(a.port, {
      method: 'POST',
      path: `/blog/${postSlug}/comments`,
      headers: { ...FORM, cookie: admin.cookie },
      body: new URLSearchParams({ _csrf: admin.csrf, body: words }).toString(),
    });
    expect(posted.status).toBe(303);
    // A's answer waits for Redis to take the news, not for B to read it off its socket: B's next request can be
    // handled first on a busy machine. B shows the comment once it has (at once, as a rule), or at its next check of
    // the content tokens, a second later at the most; never later.
    const sent = Date.now();
    let shown = text(await page(b, `/blog/${postSlug}`));
    while (!shown.includes(words) && Date.now() - sent < 1500) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      shown = text(await page(b, `/blog/${postSlug}`));
    }
    expect(shown).toContain(words);
  });

  it('answers on A and B from a re-index made after both had cached the old answer', async () => {
    if (skipped) return;
    const word = `quokka${randomBytes(3).toString('hex').replace(/\d/g, 'x')}`;
    const search = (server: Server) => send(server.port, { path: `/api/sss/v1/posts/post/${word}` });
    // Both processes answer (and keep in their answer caches) that nothing matches yet.
    for (const server of [a, b]) {
      const before = await search(server);
      expect(before.status).toBe(200);
      expect(text(before)).not.toContain(`/blog/${postSlug}`);
    }
    await db.query('UPDATE content.posts SET title = $1 WHERE slug = $2', [`The ${word} deal`, postSlug]);
    await reindex(db);
    // Each process reads the index version at most once a second (mf-search's IndexMemory): within that, both
    // answer from the new index.
    const reindexed = Date.now();
    for (const server of [b, a]) {
      let answer = text(await search(server));
      while (!answer.includes(`/blog/${postSlug}`) && Date.now() - reindexed < 3000) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        answer = text(await search(server));
      }
      expect(answer).toContain(`/blog/${postSlug}`);
    }
  }, 60_000);

  it('keeps serving pages and refuses logins while Redis is away, and recovers without a restart', async () => {
    if (skipped) return;
    const redisState = async (server: Server) => {
      const health = await send(server.port, { path: '/api/health' });
      const body = JSON.parse(text(health)) as { status: string; redis: { state: string } };
      return { http: health.status, status: body.status, redis: body.redis.state };
    };
    proxy.cut();
    try {
      for (const server of [a, b]) {
        expect((await page(server, '/')).status).toBe(200);
        expect((await page(server, `/blog/${postSlug}`)).status).toBe(200);
        // Search is page traffic: its per-address limit lets it through while nothing can count.
        expect((await send(server.port, { path: '/api/sss/v1/posts/post/deal' })).status).toBe(200);
        // Degraded, not down: a balancer keeps both in rotation.
        expect(await redisState(server)).toEqual({ http: 200, status: 'degraded', redis: 'down' });
      }
      // Refused (no guess goes uncounted), as a short unavailability rather than "too many attempts".
      const refused = await logIn(b, visitor(), ADMIN.email, ADMIN.password);
      expect(refused.status).toBe(503);
      expect(refused.headers['retry-after']).toBe('5');
      expect(setCookies(refused).some((cookie) => cookie.includes('auth.sid='))).toBe(false);
    } finally {
      proxy.restore();
    }
    // The clients reconnect on their own (within about 2 s); poll each process, with a deadline, until
    // a login goes through again.
    for (const server of [a, b]) {
      const deadline = Date.now() + 15_000;
      let status = 0;
      while (Date.now() < deadline && status !== 303) {
        status = (await logIn(server, visitor(), ADMIN.email, ADMIN.password)).status;
        if (status !== 303) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(status).toBe(303);
      expect(await redisState(server)).toMatchObject({ http: 200, redis: 'ready' });
      expect((await page(server, '/')).status).toBe(200);
    }
  }, 45_000);
});
