import { useState, type FormEvent } from 'react';
import type { AuthResponse } from '@site/shared-contracts/auth';
import { postAuth, type AuthActionKind } from './auth-request';

export type FormContext = {
  ajaxUrl: string;
  csrfToken: string;
  /** Show (or, with null, clear) the server's message in the dialog's error area. */
  onError: (message: string | null) => void;
};

export type SubmitState = {
  loading: boolean;
  success: AuthResponse | null;
  /** The server asked for a captcha with the next attempt (a login after repeated failures); it stays. */
  captcha: boolean;
};

/**
 * One submission cycle shared by the three forms (spec 4.4): loading while the call runs; on
 * `error: true` the message goes to the error area and loading ends; on success `onSuccess` runs
 * (which schedules the outcome's delayed redirect or reload) and the form stays finished.
 */
export function useAuthSubmit(kind: AuthActionKind, context: FormContext, onSuccess: (result: AuthResponse) => void) {
  const [state, setState] = useState<SubmitState>({ loading: false, success: null, captcha: false });
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.loading || state.success) return;
    setState({ ...state, loading: true });
    context.onError(null);
    const result = await postAuth(context.ajaxUrl, context.csrfToken, kind, event.currentTarget);
    const captcha = state.captcha || result.captcha === true;
    if (result.error) {
      setState({ loading: false, success: null, captcha });
      context.onError(result.message);
      return;
    }
    setState({ loading: false, success: result, captcha });
    onSuccess(result);
  };
  return { ...state, submit };
}
