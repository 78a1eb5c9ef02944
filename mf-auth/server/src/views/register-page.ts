import type { CaptchaResponse } from '@site/shared-contracts/auth';
import { html, type Html } from '@site/platform-kit/html';
import type { AuthOutcome } from '../accounts/outcome';
import { captchaPart } from './captcha-part';
import { csrfField, hidden, input, notice } from './form-parts';

export type RegisterView = {
  csrfToken: string;
  email: string;
  name: string;
  captcha: CaptchaResponse | null;
  outcome: AuthOutcome | null;
};

/** The no-JS registration form, with its own server-rendered captcha (a picture, or the question fallback). */
export function registerMain(view: RegisterView): Html {
  const form =
    view.captcha &&
    html`<form novalidate class="auth-page__form" method="post" action="/register" aria-labelledby="auth-register-title">
${csrfField(view.csrfToken)}
${input({ id: 'auth-register-email', name: 'email', label: 'E-mail address', type: 'email', autocomplete: 'email', value: view.email })}
${input({ id: 'auth-register-name', name: 'display_name', label: 'Name', type: 'text', autocomplete: 'nickname', value: view.name })}
${input({ id: 'auth-register-password', name: 'password', label: 'Password (at least 10 characters)', type: 'password', autocomplete: 'new-password' })}
${captchaPart(view.captcha, 'auth-register')}
<p><button type="submit">Create account</button></p>
</form>`;
  return html`<section class="auth-page">
<h1 id="auth-register-title">Create an account</h1>
${notice(view.outcome)}
${form}
<p><a href="/login">Already have an account? Log in</a></p>
</section>`;
}

/** The page an e-mailed confirmation link opens: a button (a GET changes nothing) or the outcome. */
export function confirmMain(csrfToken: string, token: string | null, outcome: AuthOutcome | null): Html {
  const form = token
    ? html`<form novalidate class="auth-page__form" method="post" action="/register/confirm">${csrfField(csrfToken)}${hidden('token', token)}
<p><button type="submit">Activate my account</button></p></form>`
    : html`<p><a href="/login">Log in</a></p>`;
  return html`<section class="auth-page"><h1>Confirm your account</h1>${notice(outcome)}${form}</section>`;
}
