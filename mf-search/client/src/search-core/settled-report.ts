import { SEARCH_REST_NAMESPACE, SEARCH_SETTLED_ROUTE, type SearchSettledBody } from '@site/shared-contracts/search';

/**
 * Tell the server a result was clicked: the typed term and the clicked title (the server completes the last
 * typed word from the title, "lapt" on "Acme Laptop 4" counting as "laptop", and counts the settled search
 * towards suggestions). `keepalive` lets it outlive the page the click leaves; a same-origin POST carries its
 * Origin, which is the platform's CSRF proof. Fire and forget: a lost report costs one count, never the click.
 */
export function reportSettled(restBase: string, term: string, title: string, send: typeof fetch = fetch): void {
  if (!term.trim() || !title.trim()) return;
  const body: SearchSettledBody = { term: term.slice(0, 100), title: title.trim().slice(0, 300) };
  void send(`${restBase}${SEARCH_REST_NAMESPACE}/${SEARCH_SETTLED_ROUTE}`, {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => undefined);
}
