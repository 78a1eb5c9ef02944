import type { CaptchaResponse } from '@site/shared-contracts/auth';
import { html, type Html } from '@site/platform-kit/html';
import type { AuthOutcome } from '../accounts/outcome';
import { captchaPart } from './captcha-part';
import { csrfField, hidden, input, notice } from './form-parts';

export type LoginView = {
  csrfToken: string;
  email: string;
  redirectTo: string | undefined;
  outcome: AuthOutcome | null;
  /** Shown once the account saw repeated failures (the server asked for it). */
  captcha: CaptchaResponse | null;
};

/** The no-JS login page: a real form that works without any island. */
export function loginMain(view: LoginView): Html {
  return html`<section class="auth-page">
<h1 id="auth-login-title">Log in</h1>
${notice(view.outcome)}
<form novalidate class="auth-page__form" method="post" action="/login" aria-labelledby="auth-login-title">
${csrfField(view.csrfToken)}${view.redirectTo && hidden('redirect_to', view.redirectTo)}
${input({ id: 'auth-login-email', name: 'email', label: 'E-mail address', type: 'email', autocomplete: 'username', value: view.email })}
${input({ id: 'auth-login-password', name: 'password', label: 'Password', type: 'password', autocomplete: 'current-password' })}
${view.captcha && captchaPart(view.captcha, 'auth-login')}
<p><button type="submit">Log in</button></p>
</form>
<p><a href="/register">Create an account</a> · <a href="/lost-password">Forgot your password?</a></p>
</section>`;
}
