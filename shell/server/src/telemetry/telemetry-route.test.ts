import { buildApp } from '../app';
import { parseConfig } from '../config/env';
import { slices } from '../slices';
import { createTestDb, testDrivers } from '../../../../tools/testing/test-db';
import { TEST_SECRET } from '../../../../tools/testing/test-app';
import { newVisitor } from '../../../../tools/testing/visitor';
import type { ClosableSql } from '../db/pglite-driver';
import type { FastifyInstance } from 'fastify';
import { createFailureStore } from './failure-store';

const report = {
  remote: 'mf-search',
  version: '1.0.0',
  kind: 'integrity',
  module: 'search-box',
  errorName: 'TypeError',
};

describe.each(testDrivers())('POST /api/telemetry on %s', (driver) => {
  let app: FastifyInstance;
  let db: ClosableSql;
  beforeAll(async () => {
    db = await createTestDb(driver);
    const config = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }, slices);
    app = await buildApp({
      config,
      db,
      slices,
      secret: TEST_SECRET,
      logger: false,
      telemetryLimits: { perVisitor: 3, perIp: 5, windowMs: 60_000 },
    });
    await app.ready();
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const send = async (payload: unknown, headers?: Record<string, string>, ip = '10.1.1.1') =>
    app.inject({
      method: 'POST',
      url: '/api/telemetry',
      payload: payload as object,
      remoteAddress: ip,
      headers: headers ?? newVisitor().headers,
    });

  it('stores a valid batch (no personal data) and answers 204', async () => {
    const response = await send({ reports: [report, { ...report, kind: 'load', errorName: 'ChunkLoadError' }] });
    expect(response.statusCode).toBe(204);
    const rows = await db.query(
      'SELECT remote, version, kind, module, error_name FROM platform.remote_failures ORDER BY id',
    );
    expect(rows.rows).toEqual([
      { remote: 'mf-search', version: '1.0.0', kind: 'integrity', module: 'search-box', error_name: 'TypeError' },
      { remote: 'mf-search', version: '1.0.0', kind: 'load', module: 'search-box', error_name: 'ChunkLoadError' },
    ]);
    expect(await createFailureStore(db).counts()).toEqual([
      { remote: 'mf-search', version: '1.0.0', kind: 'integrity', last_hour: 1, last_day: 1 },
      { remote: 'mf-search', version: '1.0.0', kind: 'load', last_hour: 1, last_day: 1 },
    ]);
  });

  it('answers 400 with a message for an invalid batch', async () => {
    const empty = await send({ reports: [] }, undefined, '10.1.1.2');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.code).toBe('VALIDATION_FAILED');
    const personal = await send(
      { reports: [{ ...report, errorName: 'Failed for alice@example.com' }] },
      undefined,
      '10.1.1.3',
    );
    expect(personal.statusCode).toBe(400);
    expect(personal.json().error.message).toMatch(/reports\.0\.errorName/);
  });

  it('needs the CSRF token like every other state change', async () => {
    const visitor = newVisitor();
    const response = await send({ reports: [report] }, { cookie: visitor.cookie }, '10.1.1.4');
    expect(response.statusCode).toBe(403);
  });

  describe('as navigator.sendBeacon sends it (text/plain, the token in the body)', () => {
    const beacon = async (body: string, headers: Record<string, string>, ip: string) =>
      app.inject({
        method: 'POST',
        url: '/api/telemetry',
        payload: body,
        remoteAddress: ip,
        headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers },
      });

    it('stores the batch when the body carries the visitor token', async () => {
      const visitor = newVisitor();
      const body = JSON.stringify({ reports: [{ ...report, module: 'beacon-box' }], _csrf: visitor.csrfToken });
      const response = await beacon(body, { cookie: visitor.cookie, 'sec-fetch-site': 'same-origin' }, '10.4.0.1');
      expect(response.statusCode).toBe(204);
      const rows = await db.query("SELECT kind FROM platform.remote_failures WHERE module = 'beacon-box'");
      expect(rows.rows).toEqual([{ kind: 'integrity' }]);
    });

    it('refuses it without the token, with another visitor token, cross-site, or when it is not JSON', async () => {
      const visitor = newVisitor();
      const other = newVisitor();
      const withToken = (token?: string) => JSON.stringify({ reports: [report], ...(token ? { _csrf: token } : {}) });
      const codes = [
        (await beacon(withToken(), { cookie: visitor.cookie }, '10.4.0.2')).statusCode,
        (await beacon(withToken(other.csrfToken), { cookie: visitor.cookie }, '10.4.0.3')).statusCode,
        (
          await beacon(
            withToken(visitor.csrfToken),
            { cookie: visitor.cookie, 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
            '10.4.0.4',
          )
        ).statusCode,
      ];
      expect(codes).toEqual([403, 403, 403]);
      const notJson = await beacon('reports=1', { cookie: visitor.cookie }, '10.4.0.5');
      expect(notJson.statusCode).toBe(400);
      expect(notJson.json().error.code).toBe('INVALID_JSON');
    });
  });

  it('limits reports per visitor and per address with 429 and Retry-After', async () => {
    const visitor = newVisitor();
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await send({ reports: [report] }, visitor.headers, '10.2.0.1')).statusCode);
    expect(codes).toEqual([204, 204, 204, 429]);
    const limited = await send({ reports: [report] }, visitor.headers, '10.2.0.1');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Fresh visitors from one address: the per-address limit (5) still applies.
    const fromOneIp = [];
    for (let i = 0; i < 6; i++) fromOneIp.push((await send({ reports: [report] }, undefined, '10.3.0.1')).statusCode);
    expect(fromOneIp).toEqual([204, 204, 204, 204, 204, 429]);
  });

  it('prunes reports older than seven days', async () => {
    await db.query(
      "INSERT INTO platform.remote_failures (at, remote, version, kind, module) VALUES (now() - interval '8 days', 'mf-shop', '1', 'load', 'cart')",
    );
    expect(await createFailureStore(db).prune()).toBe(1);
    expect((await db.query("SELECT 1 FROM platform.remote_failures WHERE remote = 'mf-shop'")).rows).toEqual([]);
  });
});
