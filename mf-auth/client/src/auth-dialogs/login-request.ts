import type { AuthAjaxResponse } from '@site/shared-contracts';
import { authAjaxResponseSchema } from '@site/shared-contracts';

export const GENERIC_ERROR = 'An error has occured. Please try again in a few moments.';

/** Spec 7.2: form-encoded POST to the AJAX endpoint; the JSON answer is read even on 4xx. */
export async function postLogin(ajaxUrl: string, csrfToken: string, fields: Record<string, string>): Promise<AuthAjaxResponse> {
  try {
    const response = await fetch(ajaxUrl, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrf-token': csrfToken, accept: 'application/json' },
      body: new URLSearchParams({ action: 'site_login', ...fields }).toString(),
    });
    const parsed = authAjaxResponseSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : { error: true, message: GENERIC_ERROR };
  } catch {
    return { error: true, message: GENERIC_ERROR };
  }
}
