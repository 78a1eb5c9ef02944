import {
  AUTH_LOGIN_ACTION,
  AUTH_REGISTER_ACTION,
  AUTH_RESETPASS_ACTION,
  authResponseSchema,
  type AuthResponse,
} from '@site/shared-contracts/auth';
import { parseHtml } from '@site/platform-kit/trusted-types';

/** Shown when the answer never arrives or is not the JSON of spec 3.9 (the only client-made message). */
export const GENERIC_ERROR = 'An error has occured. Please try again in a few moments.';

export const AUTH_ACTIONS = {
  login: AUTH_LOGIN_ACTION,
  register: AUTH_REGISTER_ACTION,
  resetpass: AUTH_RESETPASS_ACTION,
} as const;
export type AuthActionKind = keyof typeof AUTH_ACTIONS;

/**
 * Spec 7.2: a form-encoded POST of the form's own fields to the AJAX endpoint, with the action name.
 * The JSON answer is read even on 4xx/429, because the server's message is what the visitor sees.
 */
export async function postAuth(
  ajaxUrl: string,
  csrfToken: string,
  kind: AuthActionKind,
  form: HTMLFormElement,
): Promise<AuthResponse> {
  const body = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') body.append(name, value);
  body.set('action', AUTH_ACTIONS[kind]);
  try {
    const response = await fetch(ajaxUrl, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-csrf-token': csrfToken,
        accept: 'application/json',
      },
      body: body.toString(),
    });
    const parsed = authResponseSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : { error: true, message: GENERIC_ERROR };
  } catch {
    return { error: true, message: GENERIC_ERROR };
  }
}

/**
 * The server's message is HTML text built from escaped text (spec 3.9). Only its text is shown:
 * DOMParser never runs scripts or loads images, so a hostile message stays inert.
 */
export function messageText(html: string): string {
  return parseHtml('mf-auth', html).body.textContent ?? '';
}
