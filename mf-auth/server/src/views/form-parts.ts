import { html, type Html } from '@site/platform-kit/html';

/** The outcome area of a no-JS page: an alert for errors, a status for success. */
export function notice(outcome: { error: boolean; message: string } | null): Html | null {
  if (!outcome) return null;
  return outcome.error
    ? html`<p class="auth-page__error" role="alert">${outcome.message}</p>`
    : html`<p class="auth-page__success" role="status">${outcome.message}</p>`;
}

export type InputField = {
  id: string;
  name: string;
  label: string;
  type: string;
  autocomplete: string;
  value?: string;
  /** Extra attributes, in order (`aria-describedby`, `inputmode`, ...). */
  attributes?: Readonly<Record<string, string>>;
  /** The browser's own "fill this in" check; the account page leaves every check to the server. */
  required?: boolean;
};

/** A labelled input in its paragraph. */
export function input(field: InputField): Html {
  const attributes = Object.entries(field.attributes ?? {}).map(([name, value]) => html` ${name}="${value}"`);
  return html`<p><label for="${field.id}">${field.label}</label>
<input id="${field.id}" type="${field.type}" name="${field.name}" autocomplete="${field.autocomplete}"${field.required !== false && html` required`}${field.value && html` value="${field.value}"`}${attributes}></p>`;
}

export function hidden(name: string, value: string): Html {
  return html`<input type="hidden" name="${name}" value="${value}">`;
}

/** The hidden CSRF field every state-changing form posts (the platform checks it). */
export const csrfField = (token: string): Html => hidden('_csrf', token);
