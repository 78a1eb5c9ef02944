import { z } from 'zod';
import { parseConfig } from './env';

describe('parseConfig', () => {
  it('applies the documented defaults', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      port: 3000,
      dataDir: '.data',
      siteUrl: 'http://localhost:3000',
      env: 'development',
    });
    expect(config.databaseUrl).toBeUndefined();
  });

  it('derives SITE_URL from PORT when unset', () => {
    expect(parseConfig({ PORT: '4100' }).siteUrl).toBe('http://localhost:4100');
  });

  it('reads the layout settings: direction (ltr by default, rtl on request) and the off-canvas back label', () => {
    expect(parseConfig({}).layout).toEqual({ direction: 'ltr', backLabel: 'Back' });
    expect(parseConfig({ SITE_DIRECTION: 'rtl', SITE_MENU_BACK_LABEL: ' رجوع ' }).layout).toEqual({
      direction: 'rtl',
      backLabel: 'رجوع',
    });
    expect(() => parseConfig({ SITE_DIRECTION: 'up' })).toThrow(/SITE_DIRECTION/);
  });

  it('runs the embedded database on a thread of its own unless PGLITE_THREAD=main', () => {
    expect(parseConfig({}).pgliteThread).toBe('worker');
    expect(parseConfig({ PGLITE_THREAD: 'main' }).pgliteThread).toBe('main');
    expect(() => parseConfig({ PGLITE_THREAD: 'other' })).toThrow(/PGLITE_THREAD/);
  });

  it('lists every bad variable in one readable error', () => {
    expect(() => parseConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(/PORT[\s\S]*DATABASE_URL/);
  });
});

describe('REMOTE_ORIGINS', () => {
  it('lists the site origin first, then each extra origin once, without paths', () => {
    const config = parseConfig({
      SITE_URL: 'https://shop.example',
      REMOTE_ORIGINS: 'https://cdn.example/x, http://localhost:3101,https://cdn.example',
    });
    expect(config.remoteOrigins).toEqual(['https://shop.example', 'https://cdn.example', 'http://localhost:3101']);
  });

  it('refuses something that is not an origin', () => {
    expect(() => parseConfig({ REMOTE_ORIGINS: 'cdn.example' })).toThrow(/REMOTE_ORIGINS/);
  });
});

describe("slices' own settings", () => {
  const slices = [
    {
      name: 'mf-search',
      settings: z.object({ SEARCH_DEFAULT_SORT: z.enum(['relevance', 'date']).default('relevance') }),
    },
    { name: 'mf-auth', settings: z.object({ SMTP_URL: z.string().startsWith('smtp://').optional() }) },
    { name: 'mf-shop' },
  ] as const;

  it('parses each slice its own settings', () => {
    const config = parseConfig({ SEARCH_DEFAULT_SORT: 'date' }, slices);
    expect(config.sliceSettings.get('mf-search')).toEqual({ SEARCH_DEFAULT_SORT: 'date' });
    expect(config.sliceSettings.get('mf-auth')).toEqual({});
    expect(config.sliceSettings.has('mf-shop')).toBe(false);
  });

  it("stops with every problem of the platform's and the slices' settings in one list", () => {
    expect(() => parseConfig({ PORT: 'x', SEARCH_DEFAULT_SORT: 'cheapest', SMTP_URL: 'http://mail' }, slices)).toThrow(
      /PORT[\s\S]*SEARCH_DEFAULT_SORT.*\(mf-search\)[\s\S]*SMTP_URL.*\(mf-auth\)/,
    );
  });
});

describe('loopbackOnly', () => {
  it('is true only for a loopback HOST', () => {
    expect(parseConfig({}).loopbackOnly).toBe(true);
    expect(parseConfig({ HOST: '127.0.0.1' }).loopbackOnly).toBe(true);
    expect(parseConfig({ HOST: '0.0.0.0' }).loopbackOnly).toBe(false);
    expect(parseConfig({ HOST: 'shop.example' }).loopbackOnly).toBe(false);
  });
});

describe('running as several processes', () => {
  const secret = 'a'.repeat(32);

  it('refuses several workers on PGlite, saying why', () => {
    expect(() => parseConfig({ WEB_CONCURRENCY: '2', SESSION_SECRET: secret })).toThrow(
      /WEB_CONCURRENCY: 2 workers cannot share PGlite.*DATABASE_URL/,
    );
  });

  it('refuses several workers or a shared Redis without one SESSION_SECRET', () => {
    const db = 'postgres://127.0.0.1/site';
    expect(() => parseConfig({ WEB_CONCURRENCY: '2', DATABASE_URL: db })).toThrow(/SESSION_SECRET: required/);
    expect(() => parseConfig({ REDIS_URL: 'redis://127.0.0.1:6379', DATABASE_URL: db })).toThrow(
      /SESSION_SECRET: required/,
    );
  });

  it('accepts workers on PostgreSQL with a shared secret', () => {
    const config = parseConfig({
      WEB_CONCURRENCY: '4',
      DATABASE_URL: 'postgres://127.0.0.1/site',
      REDIS_URL: 'redis://127.0.0.1:6379/2',
      SESSION_SECRET: secret,
    });
    expect(config).toMatchObject({ workers: 4, redisUrl: 'redis://127.0.0.1:6379/2', redisPrefix: 'dealhub:' });
  });

  it('runs one process by default', () => {
    expect(parseConfig({}).workers).toBe(1);
  });
});
