import type { CaptchaResponse } from '@site/shared-contracts/auth';
import { html, type Html } from '@site/platform-kit/html';
import { hidden, input } from './form-parts';

/** The submit button's name that asks for the question instead of the picture (routes/captcha-fallback.ts). */
export const CAPTCHA_FALLBACK_FIELD = 'captcha_fallback';

/**
 * The challenge, its token and its answer field, for a no-JS form (`id` prefixes the element ids).
 * The question is plain text that describes the field, so a screen reader reads it out (WCAG 1.1.1).
 * The picture's "Can't see the picture?" button comes before its field, so a visitor who cannot see
 * it meets the way out first; it posts the form (`formnovalidate`: the other fields may be empty yet),
 * and the server swaps the picture for a question.
 */
export function captchaPart(captcha: CaptchaResponse, id: string): Html {
  const token = hidden('captcha_token', captcha.token);
  if (captcha.kind === 'question') {
    return html`${token}<p id="${id}-question" class="auth-page__captcha-question">${captcha.question}</p>
${input({ id: `${id}-captcha`, name: 'captcha_answer', label: 'Answer to the question', type: 'text', autocomplete: 'off', attributes: { 'aria-describedby': `${id}-question`, inputmode: 'numeric', spellcheck: 'false' } })}`;
  }
  return html`${token}<p><img class="auth-page__captcha" src="${captcha.image}" width="200" height="70" alt="Security check: five distorted letters and digits"></p>
<p><button type="submit" name="${CAPTCHA_FALLBACK_FIELD}" value="1" formnovalidate>Can't see the picture?</button></p>
${input({ id: `${id}-captcha`, name: 'captcha_answer', label: 'Type the characters from the picture', type: 'text', autocomplete: 'off', attributes: { autocapitalize: 'characters', spellcheck: 'false' } })}`;
}
