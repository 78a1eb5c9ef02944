import { LOGIN_REDIRECT_DELAY_MS } from '@site/shared-contracts/auth';
import { Field, formProps, SubmitArea } from './form-parts';
import { redirectOrReload } from './navigation';
import { useAuthSubmit, type FormContext } from './use-auth-submit';

export { LOGIN_REDIRECT_DELAY_MS };

/**
 * The login form of the login and restricted-content popups. Success (spec 4.4): the submit button
 * is hidden and, LOGIN_REDIRECT_DELAY_MS later, the browser goes to redirecturl or reloads.
 */
export function LoginForm(context: FormContext) {
  const state = useAuthSubmit('login', context, (result) => {
    setTimeout(() => redirectOrReload(result.redirecturl), LOGIN_REDIRECT_DELAY_MS);
  });
  return (
    <form {...formProps(state)} method="post" action="/login" onSubmit={state.submit}>
      <input type="hidden" name="_csrf" value={context.csrfToken} />
      <Field label="E-mail address" type="email" name="email" autoComplete="username" />
      <Field label="Password" type="password" name="password" autoComplete="current-password" />
      <SubmitArea state={state} label="Log in" busyLabel="Logging in…" />
    </form>
  );
}
