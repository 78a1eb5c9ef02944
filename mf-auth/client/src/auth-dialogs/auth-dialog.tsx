import { useId, useRef, useState } from 'react';
import type { EventMessage } from '@site/shared-contracts';
import { LoginForm } from './login-form';
import { safeHref } from './navigation';
import { useDialogFocus } from './use-dialog-focus';

export type AuthRequest = EventMessage<'auth:open'>;

const HEADINGS: Record<AuthRequest['type'], string> = {
  login: 'Log in',
  default: 'Log in',
  url: 'Log in',
  restrict: 'Log in to see this content',
  register: 'Create an account',
  resetpass: 'Reset your password',
};

/** Registration and reset live on their no-JS pages until their dialogs land (a later issue). */
const PAGE_LINKS: Partial<Record<AuthRequest['type'], { href: string; label: string }>> = {
  register: { href: '/register', label: 'Continue to the registration page' },
  resetpass: { href: '/reset-password', label: 'Continue to the password reset page' },
};

type Props = { request: AuthRequest; ajaxUrl: string; csrfToken: string; onClose: () => void };

function CashbackNotice({ cashback }: { cashback: NonNullable<AuthRequest['cashback']> }) {
  const href = safeHref(cashback.url);
  return (
    <div className="auth-cashback">
      <p>{cashback.cashbacknotice}</p>
      <p>{href ? <a href={href} rel="nofollow noopener">{cashback.merchant}</a> : cashback.merchant}</p>
    </div>
  );
}

/** One modal for every auth trigger type; a fresh instance per opening, so old errors never linger. */
export function AuthDialog({ request, ajaxUrl, csrfToken, onClose }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const [error, setError] = useState<string | null>(null);
  useDialogFocus(ref, onClose);
  const pageLink = PAGE_LINKS[request.type];
  return (
    <div className="auth-dialog__backdrop" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={ref} className={`auth-dialog auth-dialog--${request.type}`} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <button type="button" className="auth-dialog__close" aria-label="Close" onClick={onClose}>
          ×
        </button>
        <h2 id={titleId}>{HEADINGS[request.type]}</h2>
        <div className="auth-dialog__error" role="alert">
          {error}
        </div>
        {request.type === 'default' && request.cashback ? <CashbackNotice cashback={request.cashback} /> : null}
        {pageLink ? (
          <p>
            <a href={pageLink.href}>{pageLink.label}</a>
          </p>
        ) : (
          <>
            <LoginForm ajaxUrl={ajaxUrl} csrfToken={csrfToken} onError={setError} />
            <p>
              <a href="/register">Create an account</a> · <a href="/reset-password">Forgot your password?</a>
            </p>
          </>
        )}
      </div>
    </div>
  );
}
