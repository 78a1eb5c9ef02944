import { RESET_RELOAD_DELAY_MS } from '@site/shared-contracts/auth';
import { Field, formProps, SubmitArea } from './form-parts';
import { navigation } from './navigation';
import { useAuthSubmit, type FormContext } from './use-auth-submit';

export { RESET_RELOAD_DELAY_MS };

/** Ask for a reset link by e-mail. Success (spec 4.4): the page reloads RESET_RELOAD_DELAY_MS later. */
export function ResetForm(context: FormContext) {
  const state = useAuthSubmit('resetpass', context, () => {
    setTimeout(() => navigation.reload(), RESET_RELOAD_DELAY_MS);
  });
  return (
    <form {...formProps(state)} method="post" action="/lost-password" onSubmit={state.submit}>
      <input type="hidden" name="_csrf" value={context.csrfToken} />
      <p>Enter your e-mail address and we will send you a link to choose a new password.</p>
      <Field label="E-mail address" type="email" name="email" autoComplete="email" />
      <SubmitArea state={state} label="Send reset link" busyLabel="Sending…" />
    </form>
  );
}
