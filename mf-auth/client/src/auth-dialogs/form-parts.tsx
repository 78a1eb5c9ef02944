import { useId, type InputHTMLAttributes } from 'react';
import { messageText } from './auth-request';
import type { SubmitState } from './use-auth-submit';

type FieldProps = { label: string } & InputHTMLAttributes<HTMLInputElement>;

/** A labelled input (spec 5: no client checks, so no `required` that would block the server's message). */
export function Field({ label, ...input }: FieldProps) {
  const id = useId();
  return (
    <p className="auth-dialog__field">
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} />
    </p>
  );
}

/**
 * The class and busy flag of a form while its call runs (spec 4.4 "loading state"), and `noValidate`:
 * spec 5 wants no client checks, so the browser's own e-mail check never stops a form before the
 * server's message (a `type="email"` field would otherwise block a malformed address).
 */
export function formProps(state: SubmitState) {
  return {
    noValidate: true,
    className: state.loading ? 'auth-dialog__form auth-dialog--loading' : 'auth-dialog__form',
    'aria-busy': state.loading,
  };
}

/**
 * The submit button, gone once the call succeeded (spec 4.4: login success hides it), and the
 * server's success message in its place.
 */
export function SubmitArea({ state, label, busyLabel }: { state: SubmitState; label: string; busyLabel: string }) {
  if (state.success) {
    return (
      <p className="auth-dialog__success" role="status">
        {messageText(state.success.message)}
      </p>
    );
  }
  return (
    <button className="auth-dialog__submit" type="submit" disabled={state.loading}>
      {state.loading ? busyLabel : label}
    </button>
  );
}
