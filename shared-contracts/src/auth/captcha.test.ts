import { captchaFallbackFormSchema, captchaResponseSchema } from './index';

describe('captcha contracts', () => {
  it('accepts a captcha picture with an SVG data URL and refuses other images', () => {
    const ok = { token: 'a'.repeat(32), kind: 'picture', image: 'data:image/svg+xml;base64,PHN2Zy8+' };
    expect(captchaResponseSchema.parse(ok)).toEqual(ok);
    expect(captchaResponseSchema.safeParse({ ...ok, image: 'https://evil.test/x.svg' }).success).toBe(false);
  });

  it('accepts a captcha question as text and keeps each kind to its own field', () => {
    const ok = { token: 'a'.repeat(32), kind: 'question', question: 'What is seven plus four? Answer in digits.' };
    expect(captchaResponseSchema.parse(ok)).toEqual(ok);
    expect(captchaResponseSchema.safeParse({ ...ok, question: '' }).success).toBe(false);
    expect(
      captchaResponseSchema.safeParse({
        token: ok.token,
        kind: 'question',
        image: 'data:image/svg+xml;base64,PHN2Zy8+',
      }).success,
    ).toBe(false);
    expect(captchaResponseSchema.safeParse({ token: ok.token, kind: 'audio', question: ok.question }).success).toBe(
      false,
    );
  });

  it('asks for the fallback with a bounded picture token only', () => {
    expect(captchaFallbackFormSchema.parse({ captcha_token: 'a'.repeat(32) })).toEqual({
      captcha_token: 'a'.repeat(32),
    });
    expect(captchaFallbackFormSchema.safeParse({}).success).toBe(false);
    expect(captchaFallbackFormSchema.safeParse({ captcha_token: 'a'.repeat(129) }).success).toBe(false);
  });
});
