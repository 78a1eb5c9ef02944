import { useCallback, useEffect, useState } from 'react';
import { useBusEvent } from '@site/platform-kit/island';
import { injectStyles } from '@site/platform-kit/styles';
import type { IslandProps } from '@site/shared-contracts/platform';
import { AuthDialog } from './auth-dialog';
import { AUTH_STYLES, AUTH_STYLES_ID } from './auth-styles';
import { navigation } from './navigation';
import { routeTrigger, type OpenDecision } from './trigger-routing';

type Open = Pick<OpenDecision, 'view' | 'cashback' | 'redirectTo'> & { serial: number };

/**
 * The auth island: waits for 'auth:open' and applies the trigger rules of spec 3.8 / 4.4 (see
 * trigger-routing.ts): navigate, open one of the four dialogs, or (for logged-in visitors) nothing.
 */
export function AuthDialogs({ bus, site, visitor, csrfToken, layers }: IslandProps) {
  const [open, setOpen] = useState<Open | null>(null);
  useEffect(() => injectStyles(AUTH_STYLES_ID, AUTH_STYLES), []);
  // Subscribed before the mount resolves, so the event that made the shell mount this island is heard.
  useBusEvent(bus, 'auth:open', (request) => {
    const decision = routeTrigger(request, site, visitor);
    if (decision.kind === 'navigate') navigation.go(decision.url);
    if (decision.kind !== 'open') return;
    // A new serial remounts the dialog: every opening starts without the previous error (spec 4.4).
    const { view, cashback, redirectTo } = decision;
    setOpen((current) => ({ view, cashback, redirectTo, serial: (current?.serial ?? 0) + 1 }));
  });
  const close = useCallback(() => setOpen(null), []);
  if (!open) return null;
  return (
    <AuthDialog
      key={open.serial}
      view={open.view}
      cashback={open.cashback}
      redirectTo={open.redirectTo}
      ajaxUrl={site.ajaxUrl}
      csrfToken={csrfToken}
      layers={layers}
      onClose={close}
    />
  );
}
