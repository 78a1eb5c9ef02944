import { useState } from 'react';
import { LOGIN_REDIRECT_DELAY_MS } from '@site/shared-contracts/auth';
import { Captcha } from './captcha';
import { Field, formProps, SubmitArea } from './form-parts';
import { redirectOrReload } from './navigation';
import { useAuthSubmit, type FormContext } from './use-auth-submit';

export { LOGIN_REDIRECT_DELAY_MS };

/**
 * The login form of the login and restricted-content popups. Success (spec 4.4): the submit button
 * is hidden and, LOGIN_REDIRECT_DELAY_MS later, the browser goes to redirecturl or reloads. After
 * repeated failures on an account the server answers `captcha: true`, and from then on the form
 * shows a captcha whose answer goes with the next attempt. A trigger's `redirectTo` goes with the form
 * as `redirect_to` (the server checks it and answers it as `redirecturl`).
 */
export function LoginForm({ redirectTo, ...context }: FormContext & { redirectTo?: string }) {
  // Bumped after every refusal, so a shown captcha is replaced (each challenge is single-use).
  const [generation, setGeneration] = useState(0);
  const state = useAuthSubmit(
    'login',
    {
      ...context,
      onError: (message) => {
        context.onError(message);
        if (message !== null) setGeneration((n) => n + 1);
      },
    },
    (result) => {
      setTimeout(() => redirectOrReload(result.redirecturl), LOGIN_REDIRECT_DELAY_MS);
    },
  );
  return (
    <form {...formProps(state)} method="post" action="/login" onSubmit={state.submit}>
      <input type="hidden" name="_csrf" value={context.csrfToken} />
      {redirectTo ? <input type="hidden" name="redirect_to" value={redirectTo} /> : null}
      <Field label="E-mail address" type="email" name="email" autoComplete="username" />
      <Field label="Password" type="password" name="password" autoComplete="current-password" />
      {state.captcha ? <Captcha generation={generation} csrfToken={context.csrfToken} /> : null}
      <SubmitArea state={state} label="Log in" busyLabel="Logging in…" />
    </form>
  );
}
