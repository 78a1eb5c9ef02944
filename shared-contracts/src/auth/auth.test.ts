import * as z from 'zod/mini';
import success from './fixtures/auth-response-success.json';
import failure from './fixtures/auth-response-error.json';
import login from './fixtures/login-request.json';
import register from './fixtures/register-request.json';
import reset from './fixtures/resetpass-request.json';
import changePassword from './fixtures/change-password-form.json';
import { issuePaths, without, withValue } from '../testing/fixtures';
import {
  AUTH_LOGIN_ACTION,
  AUTH_REGISTER_ACTION,
  AUTH_RESETPASS_ACTION,
  ajaxActionSchema,
  authRequestSchema,
  authResponseSchema,
  siteChangePasswordFormSchema,
} from './index';

describe('auth golden fixtures', () => {
  it.each([
    ['success response', authResponseSchema, success],
    ['error response', authResponseSchema, failure],
    ['login request', authRequestSchema, login],
    ['register request', authRequestSchema, register],
    ['reset request', authRequestSchema, reset],
    ['change-password form', siteChangePasswordFormSchema, changePassword],
  ] as const)('%s parses and keeps the exact data', (_name, schema: z.core.$ZodType, fixture) => {
    expect(z.parse(schema, fixture)).toStrictEqual(fixture);
  });
});

describe('auth response', () => {
  it('rejects a text error flag, a missing message and an empty redirecturl', () => {
    expect(issuePaths(authResponseSchema, { ...failure, error: 'true' })).toEqual([['error']]);
    expect(issuePaths(authResponseSchema, without(success, ['message']))).toEqual([['message']]);
    expect(issuePaths(authResponseSchema, withValue(success, ['redirecturl'], ''))).toEqual([['redirecturl']]);
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

  it('dispatches on action and knows no other action', () => {
    expect(authRequestSchema.parse(reset).action).toBe('site_resetpass');
    expect(issuePaths(authRequestSchema, { ...reset, action: 'site_logout' })).toEqual([['action']]);
    expect(ajaxActionSchema.parse({ ...register })).toEqual({ action: 'site_register' });
    expect(issuePaths(ajaxActionSchema, { action: 'site_logout' })).toEqual([['action']]);
  });

  it('reads the e-mail trimmed and in lower case, and bounds the fields', () => {
    expect(authRequestSchema.parse({ ...login, email: ' Jane.Runner@Example.com ' })).toMatchObject({
      email: 'jane.runner@example.com',
    });
    expect(issuePaths(authRequestSchema, withValue(login, ['password'], 'x'.repeat(1025)))).toEqual([['password']]);
    expect(issuePaths(authRequestSchema, without(register, ['captcha_answer']))).toEqual([['captcha_answer']]);
  });

  it('leaves the redirect check to the server: any bounded text passes the contract', () => {
    expect(authRequestSchema.parse({ ...login, redirect_to: '//evil.example/' })).toMatchObject({
      redirect_to: '//evil.example/',
    });
    expect(issuePaths(authRequestSchema, withValue(login, ['redirect_to'], 'x'.repeat(2049)))).toEqual([
      ['redirect_to'],
    ]);
  });
});
