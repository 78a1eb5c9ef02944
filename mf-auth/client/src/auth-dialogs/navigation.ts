/** Page navigation behind one seam, so tests can observe it (jsdom cannot navigate). */
export const navigation = {
  go(url: string): void {
    window.location.assign(url);
  },
  reload(): void {
    window.location.reload();
  },
};

/** Only http(s) links may be followed from payloads (no javascript: or data: URLs). */
export function safeHref(url: string): string | null {
  try {
    const parsed = new URL(url, window.location.href);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * A server `redirecturl` is followed only when it stays on this origin (bar B6, checked again here
 * although the server only sends site paths); anything else falls back to a reload.
 */
export function sameOriginHref(url: string): string | null {
  const href = safeHref(url);
  return href && new URL(href).origin === window.location.origin ? href : null;
}

/** Go to the server's redirect URL when it is safe, otherwise reload the page (spec 4.4). */
export function redirectOrReload(redirecturl: string | undefined): void {
  const target = redirecturl ? sameOriginHref(redirecturl) : null;
  if (target) navigation.go(target);
  else navigation.reload();
}
