/** A confirmed contact as the provider receives it. */
export type ProviderContact = { email: string; listId: string; attributes: Record<string, string> };

/** A provider call's failure: `retry` for an outage or a throttle, not for a refusal that would fail again. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/**
 * Where confirmed sign-ups go besides the built-in list. The built-in PostgreSQL list (the subscribers table)
 * is always the record; an adapter copies each confirmation and unsubscription to an external service, called
 * only from the provider worker so a slow or absent provider never holds up a visitor.
 */
export type NewsletterProvider = {
  readonly name: string;
  subscribe(contact: ProviderContact): Promise<void>;
  unsubscribe(contact: ProviderContact): Promise<void>;
};
