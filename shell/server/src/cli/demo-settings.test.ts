import { demoSettings } from './demo-settings';

describe('demoSettings', () => {
  it('makes the bare start the demo: production mode, a kept secret, demo data with its popups, the outbox on loopback', () => {
    expect(demoSettings({})).toEqual({
      NODE_ENV: 'production',
      SESSION_SECRET_GENERATE: 'on',
      SEED_DEMO: 'on',
      POPUPS_SITE_DEMO: 'on',
      AUTH_DEV_OUTBOX: 'on',
    });
  });

  it('never turns the outbox on beyond loopback or with real mail, and never overrides a given setting', () => {
    expect(demoSettings({ HOST: '0.0.0.0' })).not.toHaveProperty('AUTH_DEV_OUTBOX');
    expect(demoSettings({ SMTP_URL: 'smtp://mail.example' })).not.toHaveProperty('AUTH_DEV_OUTBOX');
    expect(demoSettings({ AUTH_DEV_OUTBOX: 'off' })).not.toHaveProperty('AUTH_DEV_OUTBOX');
    expect(demoSettings({ NODE_ENV: 'development', SEED_DEMO: 'off', POPUPS_SITE_DEMO: 'off' })).toEqual({
      SESSION_SECRET_GENERATE: 'on',
      AUTH_DEV_OUTBOX: 'on',
    });
  });
});
