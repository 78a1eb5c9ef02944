import { parseEvent } from './events';

describe('bus events', () => {
  const cashback = { cashbacknotice: 'Earn 5% back', merchant: 'Shop A', url: 'https://shop-a.example/' };

  it("accepts the login trigger with spec 3.7's cashback notice", () => {
    expect(parseEvent('auth:open', { type: 'default', cashback })).toEqual({ type: 'default', cashback });
  });

  it('refuses a cashback link that is not http(s) or lacks the merchant: the dialog shows that link', () => {
    expect(
      parseEvent('auth:open', { type: 'default', cashback: { ...cashback, url: 'javascript:alert(1)' } }),
    ).toBeNull();
    expect(parseEvent('auth:open', { type: 'default', cashback: { ...cashback, merchant: '' } })).toBeNull();
  });

  it('takes a same-site path to land on after the login, and nothing that leaves the site', () => {
    const back = { type: 'default', cashback, redirectTo: '/offers?paged=2#offer-7' } as const;
    expect(parseEvent('auth:open', back)).toEqual(back);
    for (const redirectTo of ['//evil.example/', '/\\evil.example', 'https://evil.example/', 'offers', '']) {
      expect(parseEvent('auth:open', { type: 'default', redirectTo })).toBeNull();
    }
  });

  it('refuses an unknown login trigger type', () => {
    expect(parseEvent('auth:open', { type: 'everything' })).toBeNull();
  });
});
