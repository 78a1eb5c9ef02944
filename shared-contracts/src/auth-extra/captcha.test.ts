import { captchaResponseSchema, siteRegisterFormSchema, siteResetPasswordFormSchema } from './index';

describe('auth-extra contracts', () => {
  it('accepts a captcha answer with an SVG data URL and refuses other images', () => {
    const ok = { token: 'a'.repeat(32), image: 'data:image/svg+xml;base64,PHN2Zy8+' };
    expect(captchaResponseSchema.parse(ok)).toEqual(ok);
    expect(captchaResponseSchema.safeParse({ ...ok, image: 'https://evil.test/x.svg' }).success).toBe(false);
  });

  it('normalises the e-mail of a registration and needs the captcha fields', () => {
    const form = { email: ' New@Example.com ', display_name: 'New', password: 'long pass phrase', captcha_token: 't', captcha_answer: 'AB3CD' };
    expect(siteRegisterFormSchema.parse(form).email).toBe('new@example.com');
    expect(siteRegisterFormSchema.safeParse({ ...form, captcha_token: undefined }).success).toBe(false);
  });

  it('accepts only a 43-character reset token', () => {
    const form = { token: 'x'.repeat(43), password: 'p', password_confirm: 'p' };
    expect(siteResetPasswordFormSchema.safeParse(form).success).toBe(true);
    expect(siteResetPasswordFormSchema.safeParse({ ...form, token: 'short' }).success).toBe(false);
  });
});
