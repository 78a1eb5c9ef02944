import type { z } from 'zod';
import request from './fixtures/signup-request.json';
import settings from './fixtures/form-settings.json';
import success from './fixtures/signup-response-success.json';
import failure from './fixtures/signup-response-error.json';
import { issuePaths, without, withValue } from '../../test-support/fixtures';
import {
  NEWSLETTER_AUTO_CLOSE_MS,
  NEWSLETTER_INVALID_EMAIL_MESSAGE,
  NEWSLETTER_MESSAGE_MS,
  newsletterEmailSchema,
  newsletterFormSettingsSchema,
  newsletterSignupRequestSchema,
  newsletterSignupResponseSchema,
} from './index';

describe('newsletter golden fixtures', () => {
  it.each([
    ['sign-up request', newsletterSignupRequestSchema, request],
    ['form settings', newsletterFormSettingsSchema, settings],
    ['success response', newsletterSignupResponseSchema, success],
    ['error response', newsletterSignupResponseSchema, failure],
  ] as const)('%s parses and keeps the exact data', (_name, schema: z.ZodType, fixture) => {
    expect(schema.parse(fixture)).toStrictEqual(fixture);
  });
});

describe('newsletter e-mail', () => {
  it.each(['jane@example.com', 'first.last+news@mail.example.co.uk'])('accepts %s', (email) => {
    expect(newsletterEmailSchema.parse(email)).toBe(email);
  });

  it.each(['', 'jane', 'jane@', '@example.com', 'jane@example', 'jane doe@example.com'])(
    'rejects "%s" with the spec message',
    (email) => {
      const result = newsletterEmailSchema.safeParse(email);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Please specify a valid email');
    },
  );

  it('fixes the message and timings', () => {
    expect(NEWSLETTER_INVALID_EMAIL_MESSAGE).toBe('Please specify a valid email');
    expect([NEWSLETTER_MESSAGE_MS, NEWSLETTER_AUTO_CLOSE_MS]).toEqual([10000, 3000]);
  });
});

describe('newsletter sign-up call', () => {
  it('rejects an invalid email, a missing list and another action', () => {
    expect(issuePaths(newsletterSignupRequestSchema, withValue(request, ['data', 'email'], 'jane@'))).toEqual([
      ['data', 'email'],
    ]);
    expect(issuePaths(newsletterSignupRequestSchema, without(request, ['data', 'target_list_id']))).toEqual([
      ['data', 'target_list_id'],
    ]);
    expect(issuePaths(newsletterSignupRequestSchema, { ...request, action: 'subscribe' })).toEqual([['action']]);
  });

  it('rejects non-text additional fields', () => {
    const numeric = withValue(request, ['data', 'additional', 'consent'], 1);
    expect(issuePaths(newsletterSignupRequestSchema, numeric)).toEqual([['data', 'additional', 'consent']]);
  });

  it('rejects an unknown response type and a missing message', () => {
    expect(issuePaths(newsletterSignupResponseSchema, { ...success, type: 'ok' })).toEqual([['type']]);
    expect(issuePaths(newsletterSignupResponseSchema, without(failure, ['message']))).toEqual([['message']]);
  });

  it('rejects a script redirect and a text close switch', () => {
    expect(issuePaths(newsletterFormSettingsSchema, { ...settings, redirect_url: 'javascript:alert(1)' })).toEqual([
      ['redirect_url'],
    ]);
    expect(issuePaths(newsletterFormSettingsSchema, { ...settings, close_popup_when_success: 'yes' })).toEqual([
      ['close_popup_when_success'],
    ]);
  });
});
