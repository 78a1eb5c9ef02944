import type { z } from 'zod';
import triggers from './fixtures/login-triggers.json';
import settings from './fixtures/login-settings.json';
import cashback from './fixtures/cashback-prompt.json';
import success from './fixtures/auth-response-success.json';
import failure from './fixtures/auth-response-error.json';
import login from './fixtures/login-request.json';
import register from './fixtures/register-request.json';
import reset from './fixtures/resetpass-request.json';
import { issuePaths, without, withValue } from '../test-support/fixtures';
import {
  AUTH_LOGIN_ACTION,
  AUTH_REGISTER_ACTION,
  AUTH_RESETPASS_ACTION,
  authRequestSchema,
  authResponseSchema,
  cashbackLoginPromptSchema,
  loginRequestSchema,
  loginSettingsSchema,
  loginTriggerSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
} from './index';

describe('auth golden fixtures', () => {
  it.each([
    ['login settings', loginSettingsSchema, settings],
    ['cashback prompt', cashbackLoginPromptSchema, cashback],
    ['success response', authResponseSchema, success],
    ['error response', authResponseSchema, failure],
    ['login request', loginRequestSchema, login],
    ['register request', registerRequestSchema, register],
    ['reset request', resetPasswordRequestSchema, reset],
  ] as const)('%s parses and keeps the exact data', (_name, schema: z.ZodType, fixture) => {
    expect(schema.parse(fixture)).toStrictEqual(fixture);
  });

  it.each(triggers)('login trigger $type parses unchanged', (trigger) => {
    expect(loginTriggerSchema.parse(trigger)).toStrictEqual(trigger);
  });
});

describe('login trigger and settings', () => {
  it('rejects an unknown type and a url trigger without customurl', () => {
    expect(issuePaths(loginTriggerSchema, { type: 'signup' })).toEqual([['type']]);
    expect(issuePaths(loginTriggerSchema, { type: 'url' })).toEqual([['customurl']]);
  });

  it('keeps a missing custom login URL as null, never as a missing field', () => {
    expect(loginSettingsSchema.parse({ customloginurl: null })).toEqual({ customloginurl: null });
    expect(issuePaths(loginSettingsSchema, {})).toEqual([['customloginurl']]);
  });

  it('rejects a cashback prompt without merchant or with a script link', () => {
    expect(issuePaths(cashbackLoginPromptSchema, without(cashback, ['merchant']))).toEqual([['merchant']]);
    expect(issuePaths(cashbackLoginPromptSchema, { ...cashback, url: 'javascript:alert(1)' })).toEqual([['url']]);
  });
});

describe('auth response', () => {
  it('rejects a text error flag and a missing message', () => {
    expect(issuePaths(authResponseSchema, { ...failure, error: 'true' })).toEqual([['error']]);
    expect(issuePaths(authResponseSchema, without(success, ['message']))).toEqual([['message']]);
  });
});

describe('auth requests', () => {
  it('exports the chosen action names', () => {
    expect([AUTH_LOGIN_ACTION, AUTH_REGISTER_ACTION, AUTH_RESETPASS_ACTION]).toEqual([
      'site_login',
      'site_register',
      'site_resetpass',
    ]);
  });

  it('dispatches on action', () => {
    expect(authRequestSchema.parse(register)).toStrictEqual(register);
    expect(authRequestSchema.parse(reset).action).toBe('site_resetpass');
    expect(issuePaths(authRequestSchema, { ...reset, action: 'site_logout' })).toEqual([['action']]);
  });

  it('refuses an absolute redirect_to, so login cannot be an open redirect', () => {
    expect(issuePaths(loginRequestSchema, { ...login, redirect_to: 'https://evil.example/' })).toEqual([
      ['redirect_to'],
    ]);
    expect(issuePaths(loginRequestSchema, { ...login, redirect_to: '//evil.example/' })).toEqual([['redirect_to']]);
  });

  it('rejects a missing csrf token, a missing captcha answer and a boolean remember', () => {
    expect(issuePaths(resetPasswordRequestSchema, without(reset, ['_csrf']))).toEqual([['_csrf']]);
    expect(issuePaths(registerRequestSchema, without(register, ['captcha_answer']))).toEqual([['captcha_answer']]);
    expect(issuePaths(loginRequestSchema, withValue(login, ['remember'], true))).toEqual([['remember']]);
  });
});
