import { useState } from 'react';
import { REGISTRATION_REDIRECT_DELAY_MS } from '@site/shared-contracts/auth';
import { Captcha } from './captcha';
import { Field, formProps, SubmitArea } from './form-parts';
import { redirectOrReload } from './navigation';
import { useAuthSubmit, type FormContext } from './use-auth-submit';

export { REGISTRATION_REDIRECT_DELAY_MS };

type Props = FormContext & { onComplete: () => void };

/**
 * The registration form with its captcha. Success (spec 4.4): the popup is marked
 * registration-complete and, REGISTRATION_REDIRECT_DELAY_MS later, the browser redirects or reloads.
 * A refused attempt gets a new captcha picture, since each challenge can be answered only once.
 */
export function RegisterForm({ onComplete, ...context }: Props) {
  const [generation, setGeneration] = useState(0);
  const state = useAuthSubmit(
    'register',
    {
      ...context,
      onError: (message) => {
        context.onError(message);
        if (message !== null) setGeneration((n) => n + 1);
      },
    },
    (result) => {
      onComplete();
      setTimeout(() => redirectOrReload(result.redirecturl), REGISTRATION_REDIRECT_DELAY_MS);
    },
  );
  return (
    <form {...formProps(state)} method="post" action="/register" onSubmit={state.submit}>
      <input type="hidden" name="_csrf" value={context.csrfToken} />
      <Field label="E-mail address" type="email" name="email" autoComplete="email" />
      <Field label="Name" type="text" name="display_name" autoComplete="nickname" />
      <Field label="Password (at least 10 characters)" type="password" name="password" autoComplete="new-password" />
      <Captcha generation={generation} csrfToken={context.csrfToken} />
      <SubmitArea state={state} label="Register" busyLabel="Registering…" />
    </form>
  );
}
