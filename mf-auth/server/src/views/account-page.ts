import { html, raw, type Html } from '@site/platform-kit/html';
import type { AccountSection } from '@site/shared-contracts/platform';
import type { AuthOutcome } from '../accounts/outcome';
import { csrfField, input, notice } from './form-parts';

export type AccountView = {
  csrfToken: string;
  name: string;
  email: string;
  outcome: AuthOutcome | null;
  /** Other slices' sections, in order: HTML they built with the kit's escaping template. */
  sections: readonly AccountSection[];
};

/**
 * The visitor's own account: who they are, what other slices keep for them (their sections), a
 * change-password form and a log-out button. Every form works without JavaScript, and the fields carry
 * no browser checks: the server answers every case with its own message in the page (spec 5).
 */
export function accountMain(view: AccountView): Html {
  const field = (id: string, name: string, label: string, autocomplete: string) =>
    input({ id, name, label, type: 'password', autocomplete, required: false });
  return html`<section class="auth-page auth-account">
<h1>My account</h1>
<dl class="auth-account__details">
<dt>Name</dt><dd>${view.name}</dd>
<dt>E-mail address</dt><dd>${view.email}</dd>
</dl>
${view.sections.map((section) => raw(section.html))}
<h2 id="auth-password-title">Change your password</h2>
${notice(view.outcome)}
<form novalidate class="auth-page__form auth-account__form" method="post" action="/account/password" aria-labelledby="auth-password-title">
${csrfField(view.csrfToken)}
${field('auth-account-current', 'current_password', 'Current password', 'current-password')}
${field('auth-account-password', 'password', 'New password (at least 10 characters)', 'new-password')}
${field('auth-account-confirm', 'password_confirm', 'New password again', 'new-password')}
<p><button type="submit">Change password</button></p>
</form>
<form class="auth-account__logout" method="post" action="/logout">${csrfField(view.csrfToken)}<p><button type="submit">Log out</button></p></form>
</section>`;
}
