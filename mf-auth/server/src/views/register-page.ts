import type { CaptchaKind, CaptchaResponse } from '@site/shared-contracts/auth';
import { html, type Html } from '@site/platform-kit/html';
import type { AuthOutcome } from '../accounts/outcome';
import { csrfField, hidden, input, notice } from './form-parts';

export type RegisterView = {
  csrfToken: string;
  email: string;
  name: string;
  captcha: CaptchaResponse | null;
  outcome: AuthOutcome | null;
};

/** The page address per captcha kind: the form posts back to it, so a refused attempt keeps the kind. */
export const registerUrl = (kind: CaptchaKind): string =>
  kind === 'question' ? '/register?captcha=question' : '/register';

/**
 * The challenge and its answer field. The question variant is plain text that describes the field, so
 * a screen reader reads it out (WCAG 1.1.1). The picture links to the question before its field, so
 * a visitor who cannot see it meets the way out before the field it cannot fill.
 */
function captchaPart(captcha: CaptchaResponse): Html {
  if (captcha.kind === 'question') {
    return html`<p id="auth-register-question" class="auth-page__captcha-question">${captcha.question}</p>
${input({ id: 'auth-register-captcha', name: 'captcha_answer', label: 'Answer to the question', type: 'text', autocomplete: 'off', attributes: { 'aria-describedby': 'auth-register-question', inputmode: 'numeric', spellcheck: 'false' } })}
<p><a href="${registerUrl('picture')}">Show a picture instead</a></p>`;
  }
  return html`<p><img class="auth-page__captcha" src="${captcha.image}" width="200" height="70" alt="Security check: five distorted letters and digits"></p>
<p><a href="${registerUrl('question')}">Answer a question instead</a></p>
${input({ id: 'auth-register-captcha', name: 'captcha_answer', label: 'Type the characters from the picture', type: 'text', autocomplete: 'off', attributes: { autocapitalize: 'characters', spellcheck: 'false' } })}`;
}

/** The no-JS registration form, with its own server-rendered captcha (a picture or a question). */
export function registerMain(view: RegisterView): Html {
  const form =
    view.captcha &&
    html`<form class="auth-page__form" method="post" action="${registerUrl(view.captcha.kind)}" aria-labelledby="auth-register-title">
${csrfField(view.csrfToken)}${hidden('captcha_token', view.captcha.token)}
${input({ id: 'auth-register-email', name: 'email', label: 'E-mail address', type: 'email', autocomplete: 'email', value: view.email })}
${input({ id: 'auth-register-name', name: 'display_name', label: 'Name', type: 'text', autocomplete: 'nickname', value: view.name })}
${input({ id: 'auth-register-password', name: 'password', label: 'Password (at least 10 characters)', type: 'password', autocomplete: 'new-password' })}
${captchaPart(view.captcha)}
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
    ? html`<form class="auth-page__form" method="post" action="/register/confirm">${csrfField(csrfToken)}${hidden('token', token)}
<p><button type="submit">Activate my account</button></p></form>`
    : html`<p><a href="/login">Log in</a></p>`;
  return html`<section class="auth-page"><h1>Confirm your account</h1>${notice(outcome)}${form}</section>`;
}
