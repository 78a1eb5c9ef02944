import { ProviderError, type NewsletterProvider, type ProviderContact } from './provider';

export type BrevoOptions = {
  baseUrl: string;
  apiKey: string;
  /** Local list id -> the provider's numeric list id. */
  lists: Readonly<Record<string, string>>;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

/**
 * A Brevo-style API v3 (popups-filters reference 5.2): `POST /v3/contacts` with `updateEnabled` (an existing
 * contact is updated instead of a `duplicate_parameter` refusal), attributes in upper case, header `api-key`.
 * Double opt-in has already happened on our side, so the contact is added as confirmed.
 */
export function brevoProvider(options: BrevoOptions): NewsletterProvider {
  const doFetch = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/+$/, '');
  const listOf = (contact: ProviderContact): number => {
    const id = options.lists[contact.listId];
    if (id === undefined) throw new ProviderError(`no provider list for ${contact.listId}`, false);
    return Number(id);
  };
  const call = async (path: string, body: unknown): Promise<void> => {
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'api-key': options.apiKey, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new ProviderError(`provider unreachable: ${error instanceof Error ? error.message : String(error)}`, true);
    }
    if (response.ok) return;
    const detail = (await response.text().catch(() => '')).slice(0, 200);
    // 408, 429 and 5xx pass; any other 4xx is a refusal that would come back the same.
    const retry = response.status === 408 || response.status === 429 || response.status >= 500;
    throw new ProviderError(`provider answered ${response.status}: ${detail}`, retry);
  };
  return {
    name: 'brevo',
    subscribe: (contact) =>
      call('/v3/contacts', {
        email: contact.email,
        attributes: Object.fromEntries(Object.entries(contact.attributes).map(([k, v]) => [k.toUpperCase(), v])),
        listIds: [listOf(contact)],
        updateEnabled: true,
      }),
    unsubscribe: (contact) =>
      call(`/v3/contacts/lists/${listOf(contact)}/contacts/remove`, { emails: [contact.email] }),
  };
}
