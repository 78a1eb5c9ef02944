import { html, type Html } from '@site/platform-kit/html';
import type { AuthOutcome } from '../accounts/outcome';
import { csrfField, hidden, input, notice } from './form-parts';

/** Step 1 of a reset without JavaScript: ask for a link by e-mail. */
export function lostPasswordMain(csrfToken: string, email: string, outcome: AuthOutcome | null): Html {
  return html`<section class="auth-page">
<h1 id="auth-lost-title">Reset your password</h1>
${notice(outcome)}
<form novalidate class="auth-page__form" method="post" action="/lost-password" aria-labelledby="auth-lost-title">
${csrfField(csrfToken)}
${input({ id: 'auth-lost-email', name: 'email', label: 'E-mail address', type: 'email', autocomplete: 'email', value: email })}
<p><button type="submit">Send me a link</button></p>
</form>
<p><a href="/login">Back to log in</a></p>
</section>`;
}

/** Step 2, the page the e-mailed link opens: the new-password form while the link is usable. */
export function resetPasswordMain(csrfToken: string, token: string | null, outcome: AuthOutcome | null): Html {
  const form = token
    ? html`<form novalidate class="auth-page__form" method="post" action="/reset-password" aria-labelledby="auth-reset-title">
${csrfField(csrfToken)}${hidden('token', token)}
${input({ id: 'auth-reset-password', name: 'password', label: 'New password (at least 10 characters)', type: 'password', autocomplete: 'new-password' })}
${input({ id: 'auth-reset-confirm', name: 'password_confirm', label: 'New password again', type: 'password', autocomplete: 'new-password' })}
<p><button type="submit">Set new password</button></p>
</form>`
    : outcome?.error === false
      ? html`<p><a href="/login">Log in</a></p>`
      : html`<p><a href="/lost-password">Ask for a new link</a></p>`;
  return html`<section class="auth-page">
<h1 id="auth-reset-title">Choose a new password</h1>
${notice(outcome)}
${form}
</section>`;
}
