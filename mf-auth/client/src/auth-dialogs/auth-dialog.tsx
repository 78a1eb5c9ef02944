import { useCallback, useId, useRef, useState } from 'react';
import { useDialogFocus, useLayer } from '@site/platform-kit/dialog';
import type { LayerStack } from '@site/shared-contracts/platform';
import { messageText } from './auth-request';
import { DialogLinks } from './dialog-links';
import { LoginForm } from './login-form';
import { safeHref } from './navigation';
import { RegisterForm } from './register-form';
import { ResetForm } from './reset-form';
import type { AuthView, Cashback } from './trigger-routing';

const HEADINGS: Record<AuthView, string> = {
  login: 'Log in',
  restrict: 'Log in to see this content',
  register: 'Create an account',
  resetpass: 'Reset your password',
};

type Props = {
  view: AuthView;
  cashback?: Cashback;
  /** Where a login lands (the form's `redirect_to`, checked by the server); without it the page reloads. */
  redirectTo?: string;
  ajaxUrl: string;
  csrfToken: string;
  /** The page's overlay stack (`IslandProps.layers`): the dialog is a modal layer on it while shown. */
  layers: LayerStack;
  onClose: () => void;
};

/** Spec 3.7: the cashback notice with the merchant and its link, above the login form. */
function CashbackNotice({ cashback }: { cashback: Cashback }) {
  const href = safeHref(cashback.url);
  return (
    <div className="auth-cashback">
      <p className="auth-cashback__notice">{cashback.cashbacknotice}</p>
      <p className="auth-cashback__merchant">
        {href ? (
          <a href={href} rel="sponsored noopener noreferrer">
            {cashback.merchant}
          </a>
        ) : (
          cashback.merchant
        )}
      </p>
    </div>
  );
}

/** The dialog's id on the page's layer stack: one auth dialog at a time. */
export const AUTH_LAYER = 'auth:dialog';

/**
 * The modal for all four auth dialogs (spec 2.5). It is remounted for every opening and its error is
 * cleared on every switch between dialogs, so an old error never shows (spec 4.4). A modal layer of the page's
 * stack: the page behind it is inert and still, Escape closes it only while it is the topmost modal layer (a
 * dialog opened over the coupon modal closes alone), and focus goes back to the trigger.
 */
export function AuthDialog(props: Props) {
  const { view: initialView, cashback, redirectTo, ajaxUrl, csrfToken, layers, onClose } = props;
  const layerRef = useRef<HTMLDivElement>(null);
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const [view, setView] = useState(initialView);
  const [error, setError] = useState<string | null>(null);
  const [complete, setComplete] = useState(false);
  // Before the focus hook: the layer records the trigger as its opener before focus moves in.
  const layer = useLayer(layers, { id: AUTH_LAYER, ref: layerRef, modal: true, onDismiss: onClose });
  useDialogFocus(ref, layer, view);
  const switchTo = useCallback((next: AuthView) => {
    setError(null);
    setView(next);
  }, []);
  const context = { ajaxUrl, csrfToken, onError: setError };
  const classes = ['auth-dialog', `auth-dialog--${view}`, complete ? 'auth-dialog--registration-complete' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div
      ref={layerRef}
      className="auth-dialog__backdrop"
      // A click on the backdrop is the stack's to route: it closes the dialog only while it is on top.
      onMouseDown={(event) => event.target === event.currentTarget && layer.current?.dismiss('overlay')}
    >
      <div
        ref={ref}
        className={classes}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-auth-view={view}
        tabIndex={-1}
      >
        <button type="button" className="auth-dialog__close" aria-label="Close" onClick={onClose}>
          ×
        </button>
        <h2 id={titleId}>{HEADINGS[view]}</h2>
        <div className="auth-dialog__error" role="alert">
          {error === null ? null : messageText(error)}
        </div>
        {view === 'login' && cashback ? <CashbackNotice cashback={cashback} /> : null}
        {view === 'restrict' ? <p>This content is for members. Please log in to see it.</p> : null}
        {view === 'login' || view === 'restrict' ? <LoginForm key={view} {...context} redirectTo={redirectTo} /> : null}
        {view === 'register' ? <RegisterForm {...context} onComplete={() => setComplete(true)} /> : null}
        {view === 'resetpass' ? <ResetForm {...context} /> : null}
        {complete ? null : <DialogLinks view={view} onSwitch={switchTo} />}
      </div>
    </div>
  );
}
