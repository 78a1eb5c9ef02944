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
