import {
  avatarParamsSchema,
  linkPageQuerySchema,
  loginPageQuerySchema,
  siteChangePasswordFormSchema,
  siteConfirmFormSchema,
  siteRegisterFormSchema,
  siteResetPasswordFormSchema,
} from './index';

const TOKEN = 'x'.repeat(43);

describe('account forms', () => {
  it('normalises the e-mail of a registration and needs the captcha fields', () => {
    const form = {
      email: ' New@Example.com ',
      display_name: 'New',
      password: 'long pass phrase',
      captcha_token: 't',
      captcha_answer: 'AB3CD',
    };
    expect(siteRegisterFormSchema.parse(form).email).toBe('new@example.com');
    expect(siteRegisterFormSchema.safeParse({ ...form, captcha_token: undefined }).success).toBe(false);
    // Stored text refuses control characters (PostgreSQL refuses NUL: a 500 otherwise).
    expect(siteRegisterFormSchema.safeParse({ ...form, email: 'a\u0000@example.com' }).success).toBe(false);
    expect(siteRegisterFormSchema.safeParse({ ...form, display_name: 'New\u001b[31m' }).success).toBe(false);
  });

  it('accepts only a 43-character link token', () => {
    const form = { token: TOKEN, password: 'p', password_confirm: 'p' };
    expect(siteResetPasswordFormSchema.safeParse(form).success).toBe(true);
    expect(siteResetPasswordFormSchema.safeParse({ ...form, token: 'short' }).success).toBe(false);
    expect(siteConfirmFormSchema.safeParse({ token: `${TOKEN}!` }).success).toBe(false);
  });

  it('needs all three fields to change a password, whatever their content', () => {
    const form = { current_password: 'old', password: 'new', password_confirm: 'other' };
    expect(siteChangePasswordFormSchema.parse(form)).toEqual(form);
    expect(siteChangePasswordFormSchema.safeParse({ ...form, current_password: '' }).success).toBe(false);
  });
});

describe('page queries', () => {
  it('ignores what a page cannot use instead of refusing the page', () => {
    expect(loginPageQuerySchema.parse({ redirect_to: ['/a', '/b'] })).toEqual({});
    expect(loginPageQuerySchema.parse({ redirect_to: '/shop' })).toEqual({ redirect_to: '/shop' });
  });

  it('tells a missing link token from a malformed one', () => {
    expect(linkPageQuerySchema.parse({})).toEqual({});
    expect(linkPageQuerySchema.parse({ token: 'short' })).toEqual({ token: null });
    expect(linkPageQuerySchema.parse({ token: TOKEN })).toEqual({ token: TOKEN });
  });

  it('takes only a random public id for an avatar, never a sequential number', () => {
    const id = '0123456789abcdef0123456789abcdef';
    expect(avatarParamsSchema.parse({ id })).toEqual({ id });
    expect(avatarParamsSchema.safeParse({ id: '42' }).success).toBe(false);
    expect(avatarParamsSchema.safeParse({ id: '2147483648' }).success).toBe(false);
    expect(avatarParamsSchema.safeParse({ id: id.toUpperCase() }).success).toBe(false);
  });
});
