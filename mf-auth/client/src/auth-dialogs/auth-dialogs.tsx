import { useCallback, useEffect, useState } from 'react';
import type { IslandProps } from '@site/shared-contracts';
import { AuthDialog, type AuthRequest } from './auth-dialog';
import { injectAuthStyles } from './auth-styles';
import { navigation, safeHref } from './navigation';

type Open = { request: AuthRequest; serial: number };

/**
 * The auth island: waits for 'auth:open' and, for logged-out visitors only (spec 4.4/6), either follows
 * a custom login URL or opens the modal. Logged-in visitors get nothing.
 */
export function AuthDialogs({ bus, site, visitor, csrfToken }: IslandProps) {
  const [open, setOpen] = useState<Open | null>(null);
  useEffect(() => injectAuthStyles(), []);
  useEffect(
    () =>
      bus.on('auth:open', (request) => {
        if (visitor.loggedIn) return;
        const customUrl = request.type === 'url' && request.customurl ? safeHref(request.customurl) : null;
        if (customUrl) return navigation.go(customUrl);
        if (site.customLoginUrl) return navigation.go(site.customLoginUrl);
        // A new serial remounts the dialog: every opening starts without the previous error (spec 4.4).
        setOpen((current) => ({ request, serial: (current?.serial ?? 0) + 1 }));
      }),
    [bus, site.customLoginUrl, visitor.loggedIn],
  );
  const close = useCallback(() => setOpen(null), []);
  if (!open) return null;
  return <AuthDialog key={open.serial} request={open.request} ajaxUrl={site.ajaxUrl} csrfToken={csrfToken} onClose={close} />;
}
