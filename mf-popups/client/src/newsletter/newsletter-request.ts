import { NEWSLETTER_ACTION } from '@site/shared-contracts/popups';

/** The spec 7.5 answer: checked by hand, so the popup engine that imports this bundles no schema. */
export type Answer = { type: 'success' | 'error'; message: string };
export const isAnswer = (value: unknown): value is Answer =>
  typeof value === 'object' &&
  value !== null &&
  ((value as Answer).type === 'success' || (value as Answer).type === 'error') &&
  typeof (value as Answer).message === 'string';

const CORE_FIELDS = new Set(['email', 'target_list_id', 'form', 'popup_id', '_csrf']);

/**
 * The spec 7.5 sign-up body from the form's fields: the list, where the form sits (and its popup), the page, and
 * every other filled field as `additional` (a first name). `email` is the trimmed address.
 */
export function signupBody(form: HTMLFormElement, email: string, pageUrl: string | undefined) {
  const fields = new FormData(form);
  const value = (name: string) => {
    const v = fields.get(name);
    return typeof v === 'string' && v !== '' ? v : undefined;
  };
  const additional: Record<string, string> = {};
  for (const [name, v] of fields) if (!CORE_FIELDS.has(name) && typeof v === 'string' && v !== '') additional[name] = v;
  const popupId = value('popup_id');
  return {
    action: NEWSLETTER_ACTION,
    data: {
      email,
      target_list_id: value('target_list_id') ?? '',
      data: {
        form: value('form') ?? 'page',
        ...(popupId ? { popup_id: popupId } : {}),
        ...(pageUrl ? { page_url: pageUrl } : {}),
      },
      additional,
    },
  };
}

/** The sign-up call's request: JSON both ways, and the CSRF token when the page has one. */
export function signupRequest(body: ReturnType<typeof signupBody>, csrfToken: string | undefined): RequestInit {
  return {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      ...(csrfToken ? { 'x-csrf-token': csrfToken } : {}),
    },
    body: JSON.stringify(body),
  };
}
