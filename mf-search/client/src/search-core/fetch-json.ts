import { JSON_PARSE_ERROR_LOG } from '@site/shared-contracts/search';

const isAbort = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';

/**
 * GET one search call. Every failure ends as null so the panel simply shows nothing (spec 8): a
 * network error, a non-2xx status, a body of the wrong shape (refused by `accept`, the answer's guard from
 * shared-contracts). Only an unparseable body is logged, with the spec's message. An abort is rethrown: the caller
 * must know the answer is obsolete.
 */
export async function getJson<T>(
  url: string,
  accept: (body: unknown) => body is T,
  signal: AbortSignal,
): Promise<T | null> {
  let text: string;
  try {
    const response = await fetch(url, { signal, headers: { accept: 'application/json' } });
    if (!response.ok) return null;
    text = await response.text();
  } catch (error) {
    if (isAbort(error) || signal.aborted) throw error;
    return null;
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    console.error(JSON_PARSE_ERROR_LOG, error);
    return null;
  }
  return accept(body) ? body : null;
}

/** GET panel markup (spec 7.1 widget panel call); failures end as null like getJson. */
export async function getText(url: string, signal: AbortSignal): Promise<string | null> {
  try {
    const response = await fetch(url, { signal, headers: { accept: 'text/html' } });
    return response.ok ? await response.text() : null;
  } catch (error) {
    if (isAbort(error) || signal.aborted) throw error;
    return null;
  }
}
