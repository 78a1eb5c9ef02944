import { demoSettings } from './demo-settings';

describe('demoSettings', () => {
  it('turns the outbox on for the bare demo start on loopback', () => {
    expect(demoSettings({})).toEqual({ AUTH_DEV_OUTBOX: 'on' });
    expect(demoSettings({ HOST: '127.0.0.1', NODE_ENV: 'development' })).toEqual({ AUTH_DEV_OUTBOX: 'on' });
  });

  it('adds nothing beyond loopback, in production, with real mail, or when the setting is given', () => {
    for (const env of [
      { HOST: '0.0.0.0' },
      { NODE_ENV: 'production' },
      { SMTP_URL: 'smtp://mail.example' },
      { AUTH_DEV_OUTBOX: 'off' },
    ]) {
      expect(demoSettings(env)).toEqual({});
    }
  });
});
