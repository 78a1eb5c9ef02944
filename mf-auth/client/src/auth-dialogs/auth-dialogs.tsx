import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import type { IslandProps } from '@site/shared-contracts/platform';
import { AuthDialog } from './auth-dialog';
import { injectAuthStyles } from './auth-styles';
import { navigation } from './navigation';
import { routeTrigger, type AuthView, type Cashback } from './trigger-routing';

type Open = { view: AuthView; cashback?: Cashback; serial: number };

/**
 * The auth island: waits for 'auth:open' and applies the trigger rules of spec 3.8 / 4.4 (see
 * trigger-routing.ts): navigate, open one of the four dialogs, or (for logged-in visitors) nothing.
 */
export function AuthDialogs({ bus, site, visitor, csrfToken }: IslandProps) {
  const [open, setOpen] = useState<Open | null>(null);
  useEffect(() => injectAuthStyles(), []);
  // A layout effect: it runs before single-spa-react resolves mount, so the event the shell emits
  // right after mounting this island (data-mount="event") is never missed.
  useLayoutEffect(
    () =>
      bus.on('auth:open', (request) => {
        const decision = routeTrigger(request, site, visitor);
        if (decision.kind === 'navigate') navigation.go(decision.url);
        if (decision.kind !== 'open') return;
        // A new serial remounts the dialog: every opening starts without the previous error (spec 4.4).
        setOpen((current) => ({
          view: decision.view,
          cashback: decision.cashback,
          serial: (current?.serial ?? 0) + 1,
        }));
      }),
    [bus, site, visitor],
  );
  const close = useCallback(() => setOpen(null), []);
  if (!open) return null;
  return (
    <AuthDialog
      key={open.serial}
      view={open.view}
      cashback={open.cashback}
      ajaxUrl={site.ajaxUrl}
      csrfToken={csrfToken}
      onClose={close}
    />
  );
}
