import {
  avatarParamsSchema,
  linkPageQuerySchema,
  loginPageQuerySchema,
  registerPageQuerySchema,
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
    expect(registerPageQuerySchema.parse({ captcha: 'audio' })).toEqual({ captcha: 'picture' });
    expect(registerPageQuerySchema.parse({ captcha: 'question' })).toEqual({ captcha: 'question' });
  });

  it('tells a missing link token from a malformed one', () => {
    expect(linkPageQuerySchema.parse({})).toEqual({});
    expect(linkPageQuerySchema.parse({ token: 'short' })).toEqual({ token: null });
    expect(linkPageQuerySchema.parse({ token: TOKEN })).toEqual({ token: TOKEN });
  });

  it('bounds an avatar id to a PostgreSQL integer', () => {
    expect(avatarParamsSchema.parse({ id: '42' })).toEqual({ id: 42 });
    expect(avatarParamsSchema.safeParse({ id: '2147483648' }).success).toBe(false);
    expect(avatarParamsSchema.safeParse({ id: '0' }).success).toBe(false);
  });
});
