import { routeTrigger } from './trigger-routing';
import { loggedIn } from './testing/dialogs';

const out = { loggedIn: false } as const;
const site = { customLoginUrl: null };
const cashback = { cashbacknotice: 'Earn 5% back', merchant: 'Shop A', url: 'https://shop-a.test/' };

describe('login trigger rules (spec 3.8, 4.4)', () => {
  it.each(['login', 'register', 'resetpass', 'restrict'] as const)('%s opens its own dialog', (type) => {
    expect(routeTrigger({ type }, site, out)).toEqual({ kind: 'open', view: type });
  });

  it('does nothing for a logged-in visitor, whatever the type', () => {
    for (const type of ['login', 'register', 'resetpass', 'restrict', 'url', 'default'] as const) {
      expect(routeTrigger({ type, customurl: '/x' }, site, loggedIn)).toEqual({ kind: 'ignore' });
    }
  });

  it('url goes to its customurl, and to the login dialog when that is missing or a script URL', () => {
    expect(routeTrigger({ type: 'url', customurl: '/members' }, site, out)).toEqual({
      kind: 'navigate',
      url: 'http://localhost/members',
    });
    expect(routeTrigger({ type: 'url', customurl: 'javascript:alert(1)' }, site, out)).toEqual({
      kind: 'open',
      view: 'login',
    });
    expect(routeTrigger({ type: 'url' }, site, out)).toEqual({ kind: 'open', view: 'login' });
  });

  it('default goes to the site custom login URL when one is set, even with cashback', () => {
    expect(routeTrigger({ type: 'default', cashback }, { customLoginUrl: '/sign-in' }, out)).toEqual({
      kind: 'navigate',
      url: 'http://localhost/sign-in',
    });
  });

  it('only the default trigger uses the custom login URL', () => {
    expect(routeTrigger({ type: 'login' }, { customLoginUrl: '/sign-in' }, out)).toEqual({
      kind: 'open',
      view: 'login',
    });
  });

  it('default opens login with the cashback notice only when notice and merchant are present', () => {
    expect(routeTrigger({ type: 'default', cashback }, site, out)).toEqual({ kind: 'open', view: 'login', cashback });
    expect(routeTrigger({ type: 'default', cashback: { ...cashback, merchant: '' } }, site, out)).toEqual({
      kind: 'open',
      view: 'login',
    });
    expect(routeTrigger({ type: 'default' }, site, out)).toEqual({ kind: 'open', view: 'login' });
  });

  it("passes a trigger's landing path on to the dialog it opens, never to a navigation", () => {
    const back = '/offers#offer-7';
    expect(routeTrigger({ type: 'default', cashback, redirectTo: back }, site, out)).toEqual({
      kind: 'open',
      view: 'login',
      cashback,
      redirectTo: back,
    });
    expect(routeTrigger({ type: 'restrict', redirectTo: back }, site, out)).toEqual({
      kind: 'open',
      view: 'restrict',
      redirectTo: back,
    });
    expect(routeTrigger({ type: 'default', redirectTo: back }, { customLoginUrl: '/sign-in' }, out)).toEqual({
      kind: 'navigate',
      url: 'http://localhost/sign-in',
    });
    expect(routeTrigger({ type: 'default', redirectTo: back }, site, loggedIn)).toEqual({ kind: 'ignore' });
  });
});
