import { LOOP_REFRESH_ROUTE, isLoopRefreshResponse, type LoopRefreshBody } from '@site/shared-contracts/content';

/**
 * Spec 7.4: POST the widget's consolidated filters to the refresh route and read `data`, the widget's new
 * markup. Spec 8: a network error, a status that is not OK or an answer without `data` is treated as empty
 * (null): the caller leaves the content as it is. An abort is not a failure: it throws, for the caller to tell.
 */
export async function requestLoop(
  restBase: string,
  csrfToken: string,
  body: LoopRefreshBody,
  signal: AbortSignal,
): Promise<string | null> {
  try {
    const response = await fetch(`${restBase}${LOOP_REFRESH_ROUTE}`, {
      method: 'POST',
      credentials: 'same-origin',
      // An anonymous page has no token: the shell's origin check lets a same-origin fetch through by its Origin.
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(csrfToken ? { 'x-csrf-token': csrfToken } : {}),
      },
      body: JSON.stringify(body),
      signal,
    });
    if (!response.ok) return null;
    const answer: unknown = await response.json();
    return isLoopRefreshResponse(answer) ? answer.data : null;
  } catch (error) {
    if (signal.aborted) throw error;
    return null;
  }
}
