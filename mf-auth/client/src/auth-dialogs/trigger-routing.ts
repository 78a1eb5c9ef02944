import type { EventMessage, SiteConfig, VisitorState } from '@site/shared-contracts/platform';
import { safeHref } from './navigation';

export type AuthRequest = EventMessage<'auth:open'>;
export type Cashback = NonNullable<AuthRequest['cashback']>;

/** The four modal dialogs of spec 2.5. */
export type AuthView = 'login' | 'register' | 'resetpass' | 'restrict';

/** An opened dialog: which, the cashback notice, and where its login lands (the page reloads without). */
export type OpenDecision = { kind: 'open'; view: AuthView; cashback?: Cashback; redirectTo?: string };

export type TriggerDecision = { kind: 'ignore' } | { kind: 'navigate'; url: string } | OpenDecision;

/**
 * Spec 3.8 / 4.4: what one login trigger does. Logged-in visitors get nothing (spec 6). A 'url'
 * trigger goes to its customurl; the default trigger goes to the site's custom login URL when one is
 * set, otherwise it opens the login popup, with the cashback notice when notice and merchant exist.
 */
export function routeTrigger(
  request: AuthRequest,
  site: Pick<SiteConfig, 'customLoginUrl'>,
  visitor: VisitorState,
): TriggerDecision {
  if (visitor.loggedIn) return { kind: 'ignore' };
  const decision = decide(request, site);
  // A trigger may say where its login should land (the offer a cashback prompt was on).
  return decision.kind === 'open' && request.redirectTo ? { ...decision, redirectTo: request.redirectTo } : decision;
}

function decide(request: AuthRequest, site: Pick<SiteConfig, 'customLoginUrl'>): TriggerDecision {
  switch (request.type) {
    case 'login':
    case 'register':
    case 'resetpass':
    case 'restrict':
      return { kind: 'open', view: request.type };
    case 'url': {
      const url = request.customurl ? safeHref(request.customurl) : null;
      // A url trigger without a usable address still lets the visitor log in.
      return url ? { kind: 'navigate', url } : { kind: 'open', view: 'login' };
    }
    case 'default': {
      const custom = site.customLoginUrl ? safeHref(site.customLoginUrl) : null;
      if (custom) return { kind: 'navigate', url: custom };
      const cashback = request.cashback;
      return cashback?.cashbacknotice && cashback.merchant
        ? { kind: 'open', view: 'login', cashback }
        : { kind: 'open', view: 'login' };
    }
  }
}
